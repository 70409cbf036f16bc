// A finished game's replay: the slider (or Previous / Next, or the arrow keys on the
// slider) picks a step; the page shows that step's public picture and the log up to it.
// Its words come from the server, in the table's language (the page's "words" data).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const words = JSON.parse($("words").textContent);
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (found, name) => (name in values ? String(values[name]) : found));
  const slider = $("step");

  async function start() {
    const response = await fetch(document.body.dataset.steps);
    const replay = await response.json();
    const last = replay.steps.length - 1;
    slider.max = String(last);

    function show(index) {
      const step = replay.steps[index];
      document.body.dataset.step = String(index);
      slider.value = String(index);
      const moved = fill(words.move, { index, last });
      slider.setAttribute("aria-valuetext", moved);
      $("position").textContent = index === 0 ? fill(words.deal, { last }) : moved;
      const img = $("picture");
      img.hidden = !step.picture;
      if (step.picture) { img.src = step.picture; img.alt = step.alt; }
      const lines = replay.steps.slice(0, index + 1).flatMap((s) => s.lines);
      $("log").replaceChildren(...lines.map((line) => {
        const li = document.createElement("li"); li.textContent = line; return li;
      }));
      $("log-box").scrollTop = $("log-box").scrollHeight;
      $("results").hidden = index !== last;
      $("previous").disabled = index === 0;
      $("next").disabled = index === last;
    }

    slider.addEventListener("input", () => show(Number(slider.value)));
    $("previous").addEventListener("click", () => show(Math.max(0, Number(slider.value) - 1)));
    $("next").addEventListener("click", () => show(Math.min(last, Number(slider.value) + 1)));
    show(0);
  }
  start();
})();
