"""Jugglers' Table application: table service, storage and front ends."""
