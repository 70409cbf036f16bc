// A table's live page: every Server-Sent Event is a whole frame, so after a dropped
// connection the browser reconnects (retry: 1 s) and the first frame it gets is the truth.
// Words come from the server, in the table's language: in each frame, and the few this
// script writes itself in the page's "words" data.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const words = JSON.parse($("words").textContent);
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (found, name) => (name in values ? String(values[name]) : found));
  let deadline = null; // on the server's clock, in seconds
  let offset = 0; // the server's clock minus ours, in seconds, as each stream begins
  let source = null;

  function text(node, value) { node.textContent = value; }

  function item(tag, value, cls) {
    const li = document.createElement(tag);
    li.textContent = value;
    if (cls) li.className = cls;
    return li;
  }

  // Append only the lines the log does not show yet, so screen readers hear new lines only.
  function showLog(lines) {
    const log = $("log");
    const shown = Array.from(log.children, (li) => li.textContent);
    let overlap = 0;
    for (let k = Math.min(shown.length, lines.length); k > 0; k--) {
      if (shown.slice(shown.length - k).join("\n") === lines.slice(0, k).join("\n")) { overlap = k; break; }
    }
    if (overlap === 0 && shown.length) log.replaceChildren();
    for (const line of lines.slice(overlap)) log.appendChild(item("li", line));
    $("log-box").scrollTop = $("log-box").scrollHeight;
  }

  function showPictures(pictures) {
    const box = $("pictures");
    const wanted = pictures.map((p) => p.url).join(" ");
    if (box.dataset.urls === wanted) return;
    box.dataset.urls = wanted;
    box.replaceChildren(...pictures.map((p) => {
      const figure = document.createElement("figure");
      const img = document.createElement("img");
      img.src = p.url; img.alt = p.alt; img.dataset.kind = p.kind;
      figure.appendChild(img);
      return figure;
    }));
  }

  function showFrame(frame) {
    document.body.dataset.version = frame.version;
    text($("status"), frame.status_text);
    text($("turn"), frame.turn_text);
    $("seats").replaceChildren(...frame.seats.map((s) => item("li", s.words, s.turn ? "turn" : "")));
    deadline = frame.deadline;
    tick();
    showPictures(frame.pictures);
    showLog(frame.log);
    const results = $("results");
    results.hidden = frame.results.length === 0;
    $("standings").replaceChildren(...frame.results.map((r) => item("li", `${r.place}. ${r.name}: ${r.score}`)));
    $("summary").replaceChildren(...frame.summary.map((line) => item("p", line)));
    const replay = $("replay");
    replay.hidden = !frame.replay;
    if (frame.replay) replay.href = frame.replay;
  }

  function tick() {
    const now = Date.now() / 1000 + offset;
    const left = deadline === null ? null : Math.max(0, Math.round(deadline - now));
    text($("countdown"), left === null ? words.no_timer : fill(words.seconds, { seconds: left }));
  }

  function connect() {
    source = new EventSource(document.body.dataset.events);
    source.addEventListener("clock", (event) => {
      offset = Number(event.data) - Date.now() / 1000;
    });
    source.addEventListener("frame", (event) => {
      text($("connection"), words.live);
      showFrame(JSON.parse(event.data));
    });
    source.onerror = () => {
      text($("connection"), words.reconnecting);
      if (source.readyState === EventSource.CLOSED) { source.close(); setTimeout(connect, 1000); }
    };
  }

  setInterval(tick, 1000);
  connect();
})();
