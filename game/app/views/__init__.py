"""Views: read-only drawings of parts of the rules state (kingdoms, draft lines, scores)."""
