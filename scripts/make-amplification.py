#!/usr/bin/env python3
"""Writes small HTML that makes an HTML5 parser build a huge tree (issue 19, "Amplification").

The HTML5 tree builder reconstructs the list of active formatting elements (b, i, u, a, font,
...) wherever content resumes after they were closed implicitly. With N distinct open formatting
elements (distinct attributes defeat the Noah's Ark clause, which keeps at most three equal
ones) every one of M boundaries that closes them and every text after it clones all N:
N x M elements from N + M tags.

    python3 scripts/make-amplification.py SHAPE BYTES > page.html

Shapes (each fills about BYTES, half tags to clone, half boundaries):
  paragraphs  <p><b id=1><i id=2>...  then  <p>x<p>x...        each <p> closes the previous
  rows        <table><b id=1>...  then  <tr>x<tr>x...            text in a table is foster-parented
  attributes  <b a0_0 a0_1 ...> x 8  then  <p>x...             each clone copies every attribute
  plain       <a><a><a><b><b><b>...  then  <p>x...            no attributes: 3 of each (Noah's Ark), 42 clones
"""
import sys

FORMATTING = ["b", "i", "u", "s", "em", "strong", "small", "big", "tt", "code", "font", "nobr", "strike"]


def formatting_run(size):
    """Distinct formatting start tags, about `size` bytes of them."""
    tags, length = [], 0
    while length < size:
        k = len(tags)
        tags.append(f"<{FORMATTING[k % len(FORMATTING)]} id={k}>")
        length += len(tags[-1])
    return "".join(tags)


def paragraphs(size):
    # N tags and M boundaries: N x M is largest with half the bytes each.
    return "<p>" + formatting_run(size // 2) + "<p>x" * max(1, (size - size // 2) // 4)


def rows(size):
    # In a table the tags are foster-parented; each <tr> clears the stack back to the table,
    # and the text after it is foster-parented too, reconstructing every one of them.
    return "<table>" + formatting_run(size // 2) + "<tr>x" * max(1, (size - size // 2) // 5)


def attributes(size):
    # Few elements, many attributes (about 7 bytes each): few nodes, a huge attribute count.
    elements = 8
    per_element = max(1, size // 2 // elements // 7)
    opened = "".join(
        f"<{FORMATTING[k]} " + " ".join(f"a{k}_{n}" for n in range(per_element)) + ">" for k in range(elements))
    boundaries = max(1, (size - len(opened)) // 4)
    return "<p>" + opened + "<p>x" * boundaries


def plain(size):
    opened = "".join(f"<{tag}>" * 3 for tag in ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"])
    return "<p>" + opened + "<p>x" * max(1, (size - len(opened)) // 4)


SHAPES = {"paragraphs": paragraphs, "rows": rows, "attributes": attributes, "plain": plain}


def main(arguments):
    if len(arguments) != 2 or arguments[0] not in SHAPES:
        sys.exit(__doc__)
    size = int(arguments[1].lower().replace("k", "000").replace("m", "000000"))
    sys.stdout.write(SHAPES[arguments[0]](size))


if __name__ == "__main__":
    main(sys.argv[1:])
