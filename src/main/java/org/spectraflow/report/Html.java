package org.spectraflow.report;

/**
 * HTML text escaping: every character that could open markup or end an attribute ({@code & < > "
 * '}) becomes its entity, so text from a document or a report (a step name, a dataset path) is
 * always shown as text and never read as HTML. Stateless.
 */
final class Html {

  private Html() {}

  /** {@code text} safe as element content or a quoted attribute value; null gives "". */
  static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
