package org.spectraflow.ui.history;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.observe.ByteFormat;

/** The texts the History and Diff views show for figures. Stateless. */
final class HistoryText {

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

  private HistoryText() {}

  static String date(HistoryEntry e) {
    return e.isDamaged() || e.created() == null ? "damaged" : DATE.format(e.created());
  }

  static String best(HistoryEntry e) {
    return e.bestScore() == null
        ? "–"
        : e.metric() + " " + String.format(Locale.ROOT, "%.4f", e.bestScore());
  }

  static String seconds(long ms) {
    return String.format(Locale.ROOT, "%.2f s", ms / 1000.0);
  }

  static String millis(double ms) {
    return String.format(Locale.ROOT, "%.1f", ms);
  }

  static String bytes(long n) {
    return n <= 0 ? "–" : ByteFormat.format(n);
  }

  static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.0f %%", fraction * 100);
  }

  static String score(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6f", v) : "–";
  }

  static String signedScore(double v) {
    if (v == 0) {
      return "=";
    }
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%+.3g", v).replace("-", "−") : "–";
  }

  /** A counter's readable name ({@code peak_rss_bytes} → {@code peak RSS}). */
  static String counterName(String name) {
    return switch (name) {
      case "wall_ms" -> "wall";
      case "peak_rss_bytes" -> "peak RSS";
      case "cache_peak_bytes" -> "cache peak";
      case "cow_snapshots" -> "CoW snapshots";
      case "cow_restores" -> "CoW restores";
      case "cow_detaches" -> "CoW detaches";
      case "cow_bytes_copied" -> "CoW bytes copied";
      case "allocated_bytes" -> "allocated";
      default -> name.replace('_', ' ');
    };
  }

  /** A counter value: bytes for *_bytes, seconds for wall_ms, else the count. */
  static String counter(String name, long v) {
    if (name.endsWith("_bytes") || name.endsWith("_copied")) {
      return v == 0 ? "0" : ByteFormat.format(v);
    }
    if (name.equals("wall_ms")) {
      return seconds(v);
    }
    return Long.toString(v);
  }

  static String change(long a, long b, String name) {
    long d = b - a;
    if (d == 0) {
      return "=";
    }
    String amount =
        name.endsWith("_bytes") || name.endsWith("_copied")
            ? ByteFormat.format(Math.abs(d))
            : name.equals("wall_ms") ? seconds(Math.abs(d)) : Long.toString(Math.abs(d));
    String pct =
        a == 0 ? "" : String.format(Locale.ROOT, " (%+.0f %%)", 100.0 * d / a).replace("-", "−");
    return (d < 0 ? "−" : "+") + amount + pct;
  }
}
