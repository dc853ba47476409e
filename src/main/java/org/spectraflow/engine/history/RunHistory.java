package org.spectraflow.engine.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * The run history: a workspace folder with one entry folder per kept run (docs/history.md). {@link
 * #keep} writes an entry into a hidden folder and renames it into place, so a listing never sees a
 * half-written entry; it then deletes the oldest entries until the folder fits its byte bound (the
 * new entry is never deleted). {@link #entries} lists every entry, newest first, a damaged one as
 * {@link HistoryEntry#isDamaged() damaged}; nothing here throws for a damaged entry. Safe to use
 * from one thread at a time per folder.
 */
public final class RunHistory {

  /** The system property naming the studio's home (as the studio's own files use). */
  public static final String HOME_PROPERTY = "spectraflow.home";

  /** The default bound on the history folder: 500 MiB. */
  public static final long DEFAULT_MAX_BYTES = 500L * 1024 * 1024;

  static final String ENTRY = "entry.json";
  static final String REPORT = "report.json";
  static final String EVENTS = "events.jsonl";
  static final String DOCUMENT = "document.json";
  static final String CACHE = "cache-config.json";
  static final String NOTES = "notes.txt";
  static final int VERSION = 1;
  static final String FORMAT = "spectraflow-run-history-entry";

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final DateTimeFormatter ID_TIME =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSSSSS").withZone(ZoneOffset.UTC);

  private final Path folder;
  private final long maxBytes;

  /**
   * A history in {@code folder} bounded to {@code maxBytes}.
   *
   * @throws IllegalArgumentException when {@code maxBytes} is not positive
   */
  public RunHistory(Path folder, long maxBytes) {
    this.folder = Objects.requireNonNull(folder, "folder").toAbsolutePath().normalize();
    if (maxBytes <= 0) {
      throw new IllegalArgumentException(
          "the history's size bound must be positive, got " + maxBytes + " bytes");
    }
    this.maxBytes = maxBytes;
  }

  /** A history in {@code folder} with the default bound. */
  public static RunHistory in(Path folder) {
    return new RunHistory(folder, DEFAULT_MAX_BYTES);
  }

  /**
   * The studio's history folder: {@code history} under the {@code spectraflow.home} property's
   * folder, else under {@code <user.home>/.spectraflow}.
   */
  public static Path defaultFolder() {
    String home = System.getProperty(HOME_PROPERTY);
    Path base =
        home != null && !home.isBlank()
            ? Path.of(home)
            : Path.of(System.getProperty("user.home"), ".spectraflow");
    return base.resolve("history");
  }

  /** The history's folder. */
  public Path folder() {
    return folder;
  }

  /** The bound on the folder's total size. */
  public long maxBytes() {
    return maxBytes;
  }

  /**
   * Keeps {@code run} as a new entry, then deletes the oldest entries beyond the size bound.
   *
   * @return the new entry as listed
   * @throws UncheckedIOException naming the folder when the entry cannot be written (nothing is
   *     left behind)
   */
  public HistoryEntry keep(RunToKeep run) {
    Instant now = Instant.now();
    String id =
        ID_TIME.format(now)
            + "-"
            + String.format("%04x", ThreadLocalRandom.current().nextInt(1 << 16));
    Path tmp = folder.resolve(".tmp-" + id);
    Path target = folder.resolve(id);
    try {
      Files.createDirectories(tmp);
      write(tmp.resolve(REPORT), run.reportJson());
      write(tmp.resolve(EVENTS), EventStreamJson.write(run.events()));
      write(tmp.resolve(DOCUMENT), run.documentJson());
      write(tmp.resolve(CACHE), CacheConfigJson.write(run.report().cacheConfig()));
      write(tmp.resolve(NOTES), run.notes());
      for (Map.Entry<String, String> a : run.attachments().entrySet()) {
        write(tmp.resolve(a.getKey()), a.getValue());
      }
      write(tmp.resolve(ENTRY), JSON.writeValueAsString(entryTree(id, now, run)));
      try {
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, target);
      }
    } catch (IOException | UncheckedIOException e) {
      deleteTree(tmp);
      throw new UncheckedIOException(
          "cannot keep the run in the history folder " + folder + ": " + e.getMessage(),
          e instanceof IOException io ? io : new IOException(e));
    }
    prune(id);
    return read(target);
  }

  private static void write(Path file, String text) {
    AtomicFiles.writeString(file, text);
  }

  private static ObjectNode entryTree(String id, Instant created, RunToKeep run) {
    RunReport r = run.report();
    ObjectNode n = JSON.createObjectNode();
    n.put("format", FORMAT);
    n.put("version", VERSION);
    n.put("id", id);
    n.put("created", created.toString());
    n.put("document", r.pipeline());
    n.put("dataset", r.dataset().name());
    n.put("dataset_fingerprint", run.datasetFingerprint());
    n.put("variants", r.variants().size());
    n.put("status", r.status().label());
    if (r.best() != null && Double.isFinite(r.best().score())) {
      n.put("best_score", r.best().score());
      n.put("metric", r.best().metric());
    } else {
      n.putNull("best_score");
      n.put("metric", "");
    }
    n.put("wall_ms", r.wallMs());
    n.put("peak_rss_bytes", peakRss(run));
    n.put("cache_hit_rate", r.stepCache().hitRate());
    n.put("source", run.source());
    return n;
  }

  private static long peakRss(RunToKeep run) {
    long fromSteps = run.report().steps().stream().mapToLong(StepRecord::rssBytes).max().orElse(0);
    long fromEvents =
        run.events().stream()
            .filter(e -> e instanceof org.spectraflow.engine.observe.RunEvent.StepFinished)
            .mapToLong(e -> ((org.spectraflow.engine.observe.RunEvent.StepFinished) e).rssBytes())
            .max()
            .orElse(0);
    return Math.max(fromSteps, fromEvents);
  }

  /** Every entry, newest first; damaged entries are listed as damaged. */
  public List<HistoryEntry> entries() {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    List<HistoryEntry> out = new ArrayList<>();
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(folder)) {
      for (Path d : dirs) {
        String name = d.getFileName().toString();
        if (!name.startsWith(".") && Files.isDirectory(d)) {
          out.add(read(d));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot list the history folder " + folder + ": " + e.getMessage(), e);
    }
    out.sort(Comparator.comparing(HistoryEntry::id).reversed());
    return List.copyOf(out);
  }

  /** The entry with {@code id}, if there is one (perhaps damaged). */
  public Optional<HistoryEntry> find(String id) {
    if (id == null || id.isBlank() || id.startsWith(".") || id.contains("/") || id.contains("\\")) {
      return Optional.empty();
    }
    Path d = folder.resolve(id);
    return Files.isDirectory(d) ? Optional.of(read(d)) : Optional.empty();
  }

  /**
   * Deletes the entry with {@code id}.
   *
   * @return false when there was none
   * @throws UncheckedIOException when its files cannot be deleted
   */
  public boolean delete(String id) {
    Optional<HistoryEntry> entry = find(id);
    entry.ifPresent(e -> deleteTree(e.folder()));
    return entry.isPresent();
  }

  /**
   * Replaces the notes of the entry with {@code id} (written atomically).
   *
   * @return false when there is no such entry
   */
  public boolean writeNotes(String id, String notes) {
    Optional<HistoryEntry> entry = find(id);
    entry.ifPresent(e -> write(e.folder().resolve(NOTES), notes == null ? "" : notes));
    return entry.isPresent();
  }

  /**
   * The bound the studio uses: the {@code spectraflow.history.max.mb} system property in MiB when
   * set to a positive number, else {@link #DEFAULT_MAX_BYTES}.
   */
  public static long configuredMaxBytes() {
    long mb = Long.getLong("spectraflow.history.max.mb", 0L);
    return mb > 0 ? mb * 1024 * 1024 : DEFAULT_MAX_BYTES;
  }

  /** Total bytes of every entry. */
  public long totalBytes() {
    return entries().stream().mapToLong(HistoryEntry::sizeBytes).sum();
  }

  /** Deletes the oldest entries (never {@code keepId}) until the folder fits the bound. */
  private void prune(String keepId) {
    List<HistoryEntry> all = new ArrayList<>(entries());
    long total = all.stream().mapToLong(HistoryEntry::sizeBytes).sum();
    for (int i = all.size() - 1; i >= 0 && total > maxBytes; i--) {
      HistoryEntry oldest = all.get(i);
      if (!oldest.id().equals(keepId)) {
        deleteTree(oldest.folder());
        total -= oldest.sizeBytes();
      }
    }
  }

  /** The entry in folder {@code d}; damaged when its index file or report cannot be read. */
  static HistoryEntry read(Path d) {
    String id = d.getFileName().toString();
    long size = sizeOf(d);
    Path entryFile = d.resolve(ENTRY);
    if (!Files.isRegularFile(entryFile)) {
      return HistoryEntry.damaged(id, d, size, "its " + ENTRY + " is missing");
    }
    if (!Files.isRegularFile(d.resolve(REPORT))) {
      return HistoryEntry.damaged(id, d, size, "its " + REPORT + " is missing");
    }
    JsonNode n;
    try {
      n = JSON.readTree(Files.readString(entryFile, StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      return HistoryEntry.damaged(id, d, size, "its " + ENTRY + " is not valid JSON");
    }
    if (n == null || !FORMAT.equals(n.path("format").asText())) {
      return HistoryEntry.damaged(id, d, size, "its " + ENTRY + " is not a history entry");
    }
    Instant created;
    try {
      created = Instant.parse(n.path("created").asText());
    } catch (RuntimeException e) {
      return HistoryEntry.damaged(id, d, size, "its " + ENTRY + " has no valid date");
    }
    JsonNode best = n.path("best_score");
    return new HistoryEntry(
        id,
        d,
        created,
        n.path("document").asText(""),
        n.path("dataset").asText(""),
        n.path("dataset_fingerprint").asText(""),
        n.path("variants").asInt(0),
        best.isNumber() ? best.asDouble() : null,
        n.path("metric").asText(""),
        n.path("wall_ms").asLong(0),
        n.path("peak_rss_bytes").asLong(0),
        n.path("cache_hit_rate").asDouble(0),
        n.path("source").asText(""),
        readNotes(d),
        size,
        null);
  }

  private static String readNotes(Path d) {
    try {
      Path notes = d.resolve(NOTES);
      return Files.isRegularFile(notes) ? Files.readString(notes, StandardCharsets.UTF_8) : "";
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }

  private static long sizeOf(Path d) {
    try (Stream<Path> files = Files.walk(d)) {
      return files
          .filter(Files::isRegularFile)
          .mapToLong(
              f -> {
                try {
                  return Files.size(f);
                } catch (IOException e) {
                  return 0;
                }
              })
          .sum();
    } catch (IOException | UncheckedIOException e) {
      return 0;
    }
  }

  private static void deleteTree(Path d) {
    if (!Files.exists(d)) {
      return;
    }
    try (Stream<Path> files = Files.walk(d)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete " + d + ": " + e.getMessage(), e);
    }
  }
}
