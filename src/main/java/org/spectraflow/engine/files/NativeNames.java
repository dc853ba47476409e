package org.spectraflow.engine.files;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * File names Java cannot carry exactly. Java decodes command-line arguments and file names with the
 * platform's file-name encoding ({@code sun.jnu.encoding}, UTF-8 under a UTF-8 locale); a byte that
 * is not valid in it arrives as {@code U+FFFD} (�), so {@code Path.of(arg)} names another file. An
 * existing file is still found through its folder's listing, which keeps the raw bytes; a new file
 * cannot be created under such a name, and a name the encoding cannot write (any non-ASCII name
 * under the POSIX locale) would be written under another one. Stateless.
 */
public final class NativeNames {

  /** The character a byte that cannot be decoded becomes. */
  public static final char REPLACEMENT = '\uFFFD';

  private NativeNames() {}

  /** The encoding Java decodes and encodes file names with. */
  public static String encoding() {
    return System.getProperty("sun.jnu.encoding", Charset.defaultCharset().name());
  }

  /**
   * Whether {@code path}, as Java holds it, may not be the name the user typed or the file system
   * has: it holds {@code U+FFFD}, or a character the file-name encoding cannot write.
   */
  public static boolean lossy(Path path) {
    String text = path.toString();
    if (text.indexOf(REPLACEMENT) >= 0) {
      return true;
    }
    try {
      return !Charset.forName(encoding()).newEncoder().canEncode(text);
    } catch (IllegalArgumentException | UnsupportedOperationException unknownCharset) {
      return false;
    }
  }

  /**
   * {@code path} itself when it exists or its name lost nothing; otherwise the existing path whose
   * names decode to the same text, found component by component in the folders' listings, when
   * exactly one matches; else {@code path} unchanged.
   */
  public static Path existing(Path path) {
    if (!lossy(path) || Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
      return path;
    }
    Path current = path.getRoot();
    for (Path name : path) {
      Path next = current == null ? name : current.resolve(name);
      if (!Files.exists(next, LinkOption.NOFOLLOW_LINKS)) {
        List<Path> same = sameText(current, name.toString());
        if (same.size() != 1) {
          return path;
        }
        next = same.get(0);
      }
      current = next;
    }
    return current == null ? path : current;
  }

  /** The entries of {@code folder} (the working folder when null) shown as {@code text}. */
  private static List<Path> sameText(Path folder, String text) {
    List<Path> found = new ArrayList<>();
    Path listed = folder == null ? Path.of(".") : folder;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(listed)) {
      for (Path entry : entries) {
        Path name = entry.getFileName();
        if (name.toString().equals(text)) {
          found.add(folder == null ? name : folder.resolve(name));
        }
      }
    } catch (IOException | SecurityException e) {
      return List.of();
    }
    return found;
  }

  /**
   * The advice for a name that cannot be carried: what happened to it and what to do, for error
   * lines ({@code "its name holds ..."}).
   */
  public static String advice() {
    return "its name holds a byte or character that Java's file-name encoding ("
        + encoding()
        + ") cannot carry exactly (shown as "
        + REPLACEMENT
        + " or ?); use a UTF-8 name (rename the file or folder), or run under a UTF-8 locale (e.g. LANG=C.UTF-8)";
  }
}
