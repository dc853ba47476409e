package org.spectraflow.ui.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one policy for reading the studio's own state files (autosave drafts, the recent-files list,
 * the window layout, the run settings): a file that is absent gives nothing; a file that is damaged
 * (a folder where a file should be, too large, not UTF-8 text, holding a NUL byte, or refused by
 * its parser) is <em>set aside</em>, renamed {@code <name>.damaged-<time>} so nothing is lost and
 * the next start does not trip on it again, and recorded; {@link #takeNotice()} turns what was
 * recorded into one line for the status bar. Nothing here throws: the studio always starts.
 *
 * <p>Thread-safe: the file thread reads while the FX thread takes the notice.
 */
public final class StateFiles {

  /** The largest settings file read (the recent list, the layout, the run settings, an origin). */
  public static final long SETTINGS_MAX_BYTES = 1L << 20;

  /** The largest autosave draft read. */
  public static final long DRAFT_MAX_BYTES = 64L << 20;

  private static final DateTimeFormatter STAMP =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

  private final Clock clock;
  private final List<SetAside> recorded = new ArrayList<>();
  private int told;

  /** State files stamped with the system clock (UTC). */
  public StateFiles() {
    this(Clock.systemUTC());
  }

  /** State files whose set-aside copies are stamped with {@code clock}'s time. */
  public StateFiles(Clock clock) {
    this.clock = clock;
  }

  /**
   * The text of {@code file} (UTF-8, at most {@code maxBytes}), empty when it is absent or was set
   * aside.
   */
  public Optional<String> readText(Path file, long maxBytes) {
    if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return Optional.empty();
    }
    if (!Files.isRegularFile(file)) {
      return damaged(file, Files.isDirectory(file) ? "is a folder, not a file" : "is not a file");
    }
    try {
      long size = Files.size(file);
      if (size > maxBytes) {
        return damaged(file, "is too large (" + size + " bytes, at most " + maxBytes + ")");
      }
      byte[] bytes = Files.readAllBytes(file);
      String text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString();
      if (text.indexOf('\0') >= 0) {
        return damaged(file, "holds a NUL byte");
      }
      return Optional.of(text);
    } catch (CharacterCodingException e) {
      return damaged(file, "is not UTF-8 text");
    } catch (IOException | SecurityException e) {
      return damaged(file, "cannot be read (" + reason(e) + ")");
    }
  }

  /**
   * {@code file} read by {@code parse}, empty when it is absent or damaged; a parser signals a
   * damaged file by throwing (its message says what is wrong).
   */
  public <T> Optional<T> read(Path file, long maxBytes, Function<String, T> parse) {
    Optional<String> text = readText(file, maxBytes);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(parse.apply(text.get()));
    } catch (RuntimeException e) {
      return damaged(file, "is damaged (" + reason(e) + ")");
    }
  }

  /**
   * Makes sure {@code folder} is a folder the studio can use: a file in its place is set aside, a
   * missing one is created.
   *
   * @return false when it cannot be used (recorded)
   */
  public boolean folder(Path folder) {
    if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(folder)) {
      setAside(folder, "is a file, not a folder");
    }
    try {
      Files.createDirectories(folder);
      return true;
    } catch (IOException | SecurityException e) {
      problem(folder, "cannot be created (" + reason(e) + "); nothing is kept there");
      return false;
    }
  }

  /** Writes {@code text} to {@code file} atomically; a failure is recorded, never thrown. */
  public boolean write(String text, Path file) {
    try {
      DocumentFiles.writeAtomically(text, file);
      return true;
    } catch (RuntimeException e) {
      problem(file, "cannot be written (" + reason(e) + ")");
      return false;
    }
  }

  /**
   * Renames damaged {@code file} to {@code <name>.damaged-<time>} and records it; when the rename
   * fails the file stays and the problem is recorded.
   */
  public SetAside setAside(Path file, String problem) {
    String stamp = STAMP.format(clock.instant());
    Path target = file.resolveSibling(file.getFileName() + ".damaged-" + stamp);
    for (int n = 2; Files.exists(target, LinkOption.NOFOLLOW_LINKS); n++) {
      target = file.resolveSibling(file.getFileName() + ".damaged-" + stamp + "-" + n);
    }
    Optional<Path> moved;
    try {
      Files.move(file, target);
      moved = Optional.of(target);
    } catch (IOException | SecurityException e) {
      moved = Optional.empty();
    }
    return record(new SetAside(file, moved, problem));
  }

  /** Records a problem with {@code file} that needs no rename (a folder the studio cannot use). */
  public SetAside problem(Path file, String problem) {
    return record(new SetAside(file, Optional.empty(), problem));
  }

  private synchronized SetAside record(SetAside s) {
    recorded.add(s);
    return s;
  }

  private <T> Optional<T> damaged(Path file, String problem) {
    setAside(file, problem);
    return Optional.empty();
  }

  /** Everything recorded so far, oldest first. */
  public synchronized List<SetAside> recorded() {
    return List.copyOf(recorded);
  }

  /**
   * One status-bar line about what was recorded since the last notice, empty when nothing was: the
   * user is told once. The line starts short (how many files were set aside and their names, so it
   * reads in a narrow status bar) and continues with each file's problem and where it is kept.
   */
  public synchronized Optional<String> takeNotice() {
    List<SetAside> fresh = List.copyOf(recorded.subList(told, recorded.size()));
    told = recorded.size();
    if (fresh.isEmpty()) {
      return Optional.empty();
    }
    List<SetAside> moved = fresh.stream().filter(s -> s.movedTo().isPresent()).toList();
    List<String> parts = new ArrayList<>();
    if (!moved.isEmpty()) {
      parts.add(
          (moved.size() == 1
                  ? "A damaged studio file was set aside"
                  : moved.size() + " damaged studio files were set aside")
              + ", defaults used: "
              + moved.stream()
                  .map(s -> s.file().getFileName().toString())
                  .collect(Collectors.joining(", ")));
    }
    fresh.stream().filter(s -> s.movedTo().isEmpty()).map(SetAside::describe).forEach(parts::add);
    Path folder = fresh.getFirst().file().toAbsolutePath().getParent();
    return Optional.of(
        String.join("; ", parts)
            + (moved.isEmpty()
                ? ""
                : " — " + moved.stream().map(SetAside::describe).collect(Collectors.joining("; ")))
            + (folder == null ? "" : " (in " + folder + ")"));
  }

  /** A short reason for {@code e}: "Permission denied", "No space left on device", a message. */
  static String reason(Exception e) {
    if (e instanceof FileSystemException f) {
      return f.getReason() != null
          ? f.getReason()
          : words(f.getClass().getSimpleName().replace("Exception", ""));
    }
    if (e instanceof UncheckedIOException u && u.getCause() instanceof FileSystemException f) {
      return reason(f);
    }
    String message = e.getMessage();
    if (message == null || message.isBlank()) {
      return words(e.getClass().getSimpleName());
    }
    String line = message.strip().lines().findFirst().orElse("");
    return line.length() <= 160 ? line : line.substring(0, 157) + "...";
  }

  private static String words(String camel) {
    return camel.replaceAll("(?<=.)(?=\\p{Lu})", " ").toLowerCase(Locale.ROOT);
  }
}
