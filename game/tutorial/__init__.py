"""Lessons: short guided games on prepared deals, as data (no pygame). lesson.py holds the
step format and the coach; one module per game holds its lessons; lessons.py lists them."""
