package org.spectraflow.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.pipeline.DocumentPath.Index;
import org.spectraflow.engine.pipeline.DocumentPath.Key;
import org.spectraflow.engine.pipeline.DocumentPath.Segment;

/**
 * Reads back a step path that {@link DocumentPath#text()} wrote into a message ({@code
 * pipeline[1].branch.snv[0]}, {@code pipeline[2].branch["a b"][0]}): the inverse of the writer,
 * next to it, for the few engine messages that arrive as text (an exception's message) and are
 * turned into a {@link Problem} by {@link Problem#fromText}. Nothing outside the engine parses
 * paths. Pure.
 */
final class PathText {

  private static final String HEAD = "pipeline";

  private PathText() {}

  /** A path read from a text, and the index just after it. */
  record Read(DocumentPath path, int end) {}

  /** True for a key written without quotes: a Java-like identifier. */
  static boolean plain(String key) {
    return !key.isEmpty()
        && !Character.isDigit(key.charAt(0))
        && key.chars().allMatch(PathText::word);
  }

  private static boolean word(int c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
  }

  /** The longest step path starting at {@code from}, if one starts there. */
  static Optional<Read> at(String text, int from) {
    if (!text.startsWith(HEAD, from)) {
      return Optional.empty();
    }
    List<Segment> out = new ArrayList<>();
    out.add(new Key(HEAD));
    int i = from + HEAD.length();
    while (i < text.length()) {
      int next =
          text.charAt(i) == '.'
              ? plainKey(text, i, out)
              : text.startsWith("[\"", i) ? quotedKey(text, i, out) : index(text, i, out);
      if (next <= i) {
        break;
      }
      i = next;
    }
    return Optional.of(new Read(new DocumentPath(out), i));
  }

  /** The first step path written anywhere in {@code text}, if any. */
  static Optional<Read> first(String text) {
    for (int i = text.indexOf(HEAD); i >= 0; i = text.indexOf(HEAD, i + 1)) {
      Optional<Read> read = at(text, i);
      if (read.isPresent()) {
        return read;
      }
    }
    return Optional.empty();
  }

  private static int plainKey(String text, int dot, List<Segment> out) {
    int end = dot + 1;
    while (end < text.length() && word(text.charAt(end))) {
      end++;
    }
    if (end > dot + 1) {
      out.add(new Key(text.substring(dot + 1, end)));
    }
    return end > dot + 1 ? end : -1;
  }

  private static int quotedKey(String text, int open, List<Segment> out) {
    StringBuilder name = new StringBuilder();
    int j = open + 2;
    while (j < text.length() && text.charAt(j) != '"') {
      j += text.charAt(j) == '\\' && j + 1 < text.length() && text.charAt(j + 1) == '"' ? 1 : 0;
      name.append(text.charAt(j++));
    }
    if (!text.startsWith("\"]", j)) {
      return -1;
    }
    out.add(new Key(name.toString()));
    return j + 2;
  }

  private static int index(String text, int open, List<Segment> out) {
    int close = text.indexOf(']', open);
    String digits = close < 0 ? "" : text.substring(open + 1, close);
    if (text.charAt(open) != '['
        || digits.isEmpty()
        || digits.length() > 9
        || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return -1;
    }
    out.add(new Index(Integer.parseInt(digits)));
    return close + 1;
  }
}
