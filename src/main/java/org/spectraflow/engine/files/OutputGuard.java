package org.spectraflow.engine.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.text.UserText;

/**
 * Checks a command's output paths before any work: an output may not be one of the command's inputs
 * (the pipeline document, the cache file, the dataset folder or anything in it), compared after
 * resolving symbolic links, {@code ..} and hard links, so that {@code run doc.json --report
 * doc.json} cannot replace the document with its report; and it must be writable as asked (an
 * existing folder that can be written, a file name and not a folder, not a read-only file, a name
 * the file system can be given exactly). Each problem is an {@link IllegalArgumentException} whose
 * message names the option, the path and what to do. Immutable.
 */
public final class OutputGuard {

  /**
   * An input of the command.
   *
   * @param path the input as resolved ({@link Path#toRealPath}) when it exists
   * @param role what it is, for messages ({@code "the pipeline document"})
   * @param folder whether everything inside it is an input too
   */
  public record Input(Path path, String role, boolean folder) {}

  private final List<Input> inputs;

  private OutputGuard(List<Input> inputs) {
    this.inputs = List.copyOf(inputs);
  }

  /** A guard with no inputs yet. */
  public static OutputGuard of() {
    return new OutputGuard(List.of());
  }

  /** The same with the input file {@code file} (ignored when null or missing). */
  public OutputGuard withFile(Path file, String role) {
    return with(file, role, false);
  }

  /** The same with the input folder {@code folder}: it and everything in it (null: ignored). */
  public OutputGuard withFolder(Path folder, String role) {
    return with(folder, role, true);
  }

  /** The inputs known. */
  public List<Input> inputs() {
    return inputs;
  }

  private OutputGuard with(Path path, String role, boolean folder) {
    if (path == null || !Files.exists(path)) {
      return this;
    }
    List<Input> more = new ArrayList<>(inputs);
    more.add(new Input(real(path), role, folder));
    return new OutputGuard(more);
  }

  /**
   * Checks the output file {@code out} of {@code option}; returns the file that will be written
   * (through a symbolic link, its target).
   */
  public Path requireFile(Path out, String option) {
    requireExactName(out, option);
    if (Files.isDirectory(out)) {
      throw refuse(option, out, "is a folder; give a file name, e.g. " + out.resolve("out.json"));
    }
    Path target = resolve(out, option);
    if (Files.exists(target) && !Files.isWritable(target)) {
      throw refuse(option, out, "is read-only; make it writable or choose another path");
    }
    requireNotInput(out, target, option);
    return target;
  }

  /** Checks the output folder {@code out} of {@code option} (it may not exist yet). */
  public Path requireFolder(Path out, String option) {
    requireExactName(out, option);
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw refuse(option, out, "is a file, not a folder; give a folder for the output files");
    }
    Path target = Files.exists(out) ? real(out) : realAncestor(out);
    requireNotInput(out, target, option);
    return target;
  }

  private void requireNotInput(Path out, Path target, String option) {
    for (Input in : inputs) {
      boolean same = target.equals(in.path()) || sameFile(target, in.path());
      if (same || (in.folder() && target.startsWith(in.path()))) {
        throw refuse(
            option,
            out,
            (same ? "is " : "is inside ")
                + in.role()
                + " ("
                + UserText.show(in.path())
                + ") that this command reads; writing there would replace or change it, so"
                + " nothing was run; choose a path outside the command's inputs");
      }
    }
  }

  private static void requireExactName(Path out, String option) {
    if (NativeNames.lossy(out) && !Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
      throw refuse(option, out, "cannot be created under that exact name: " + NativeNames.advice());
    }
  }

  /** The file {@code out} will be: its real path, or its folder's real path and its name. */
  private static Path resolve(Path out, String option) {
    if (Files.exists(out)) {
      return real(out);
    }
    Path link = out.toAbsolutePath();
    if (Files.isSymbolicLink(link)) {
      return AtomicFiles.linkTarget(link);
    }
    Path folder = link.getParent();
    if (!Files.isDirectory(folder)) {
      throw refuse(
          option,
          out,
          "cannot be written: the folder "
              + UserText.show(folder)
              + " does not exist; create it first or choose another path");
    }
    if (!Files.isWritable(folder)) {
      throw refuse(
          option,
          out,
          "cannot be written: the folder "
              + UserText.show(folder)
              + " is not writable (read-only or not yours); choose another path");
    }
    return real(folder).resolve(link.getFileName());
  }

  /** The real path of the nearest existing ancestor of {@code out}, with the rest appended. */
  private static Path realAncestor(Path out) {
    Path abs = out.toAbsolutePath().normalize();
    Path existing = abs;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    return existing == null ? abs : real(existing).resolve(existing.relativize(abs));
  }

  private static Path real(Path path) {
    try {
      return path.toRealPath();
    } catch (IOException e) {
      return path.toAbsolutePath().normalize();
    }
  }

  private static boolean sameFile(Path a, Path b) {
    try {
      return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
    } catch (IOException e) {
      return false;
    }
  }

  private static IllegalArgumentException refuse(String option, Path out, String problem) {
    return new IllegalArgumentException(option + ": " + UserText.show(out) + " " + problem);
  }
}
