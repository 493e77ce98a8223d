"""Developer tools: rebuild the data files, extract the strings to translate, compare screenshots."""
