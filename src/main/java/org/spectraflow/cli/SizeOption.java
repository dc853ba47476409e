package org.spectraflow.cli;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size given on the command line ({@code --cache-dir-size 500MB}, {@code 2GB}, {@code 1.5G},
 * {@code 4096} meaning MiB), read as whole MiB. Units are binary, as the sizes the CLI prints
 * ({@code 1 MB} = 1 048 576 bytes). Anything else, or a size below 1 MiB or above 1 PiB, is an
 * {@link IllegalArgumentException} naming the option and saying what to write.
 */
final class SizeOption {

  private static final Pattern SIZE =
      Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(k|m|g|t|kb|mb|gb|tb|kib|mib|gib|tib)?");
  private static final long MAX_MIB = 1L << 30;

  private SizeOption() {}

  /** {@code text} in whole MiB (rounded down). */
  static int mebibytes(String option, String text) {
    Matcher m = SIZE.matcher(text.strip().toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new IllegalArgumentException(bad(option, text));
    }
    String unit = m.group(2) == null ? "m" : m.group(2).substring(0, 1);
    BigDecimal value = new BigDecimal(m.group(1));
    BigDecimal mib =
        switch (unit) {
          case "k" -> value.divide(BigDecimal.valueOf(1024));
          case "g" -> value.multiply(BigDecimal.valueOf(1024));
          case "t" -> value.multiply(BigDecimal.valueOf(1024L * 1024));
          default -> value;
        };
    if (mib.compareTo(BigDecimal.ONE) < 0 || mib.compareTo(BigDecimal.valueOf(MAX_MIB)) > 0) {
      throw new IllegalArgumentException(
          option + " must be from 1MB to 1024TB, was " + text.strip() + "; e.g. 500MB or 2GB");
    }
    return Math.toIntExact(Math.min(Integer.MAX_VALUE, mib.longValue()));
  }

  private static String bad(String option, String text) {
    return option
        + " must be a size such as 500MB, 2GB or 1.5GB (a plain number is MB), was '"
        + text
        + "'";
  }
}
