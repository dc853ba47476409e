package org.spectraflow.engine.run.spill;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.schedule.VariantResult;

/**
 * A run's variant results streamed to a temporary file as they arrive, in any order
 * (docs/scale-out.md, "Driver memory"): each result's report entry and step records are written as
 * two blobs of plain values ({@link ReportCodec}, {@link RecordCodec}; doubles as they are), so
 * that reading an entry back does not decode its steps, and dropped; what stays in memory is the
 * entry's file offset and step count (12 bytes per variant) and the refit's {@link RefitWinners}
 * (one per model class). {@link #reports} and {@link #steps} read the entries back in index order,
 * as read-only lists that the report iterates without holding them; {@link #patch} replaces an
 * entry (the refit's scores) in memory. The file is unlinked once opened (where the system allows;
 * else at the JVM's exit) and closed once the spill and its views are unreachable. Thread-safe.
 */
public final class ResultSpill {

  private static final Cleaner CLEANER = Cleaner.create();

  private final Path file;
  private final FileChannel channel;
  private final RefitWinners winners = new RefitWinners();
  private final BitSet present = new BitSet();
  private final Map<Integer, VariantReport> patched = new HashMap<>();
  private long[] offsets = new long[1024];
  private int[] stepCounts = new int[1024];
  private long end;
  private int held;

  /** A new, empty spill in the system's temporary folder. */
  public ResultSpill() {
    try {
      file = Files.createTempFile("spectraflow-results-", ".spill");
      file.toFile().deleteOnExit();
      FileChannel open =
          FileChannel.open(
              file,
              StandardOpenOption.READ,
              StandardOpenOption.WRITE,
              StandardOpenOption.DELETE_ON_CLOSE);
      channel = open;
      // the report's views keep the spill reachable; once they are gone the file is closed
      CLEANER.register(this, () -> closeQuietly(open));
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot create the run's result spill file: " + e.getMessage(), e);
    }
  }

  /**
   * Writes {@code r} to the file and offers its models to the refit's summary; once per variant.
   */
  public synchronized void accept(VariantResult r) {
    int index = r.index();
    if (present.get(index)) {
      throw new IllegalStateException("variant " + index + " reported twice");
    }
    // the entry and its steps as two blobs, so that reading an entry back skips its steps
    byte[] entry = serialise(ReportCodec.encode(r.report()));
    byte[] steps = serialise(RecordCodec.encode(r.steps()));
    ByteBuffer b =
        ByteBuffer.allocate(8 + entry.length + steps.length)
            .putInt(entry.length)
            .put(entry)
            .putInt(steps.length)
            .put(steps)
            .flip();
    long start = end;
    try {
      while (b.hasRemaining()) {
        end += channel.write(b, end);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write the run's result spill file: " + e.getMessage(), e);
    }
    if (index >= offsets.length) {
      int n = Math.max(index + 1, offsets.length * 2);
      offsets = Arrays.copyOf(offsets, n);
      stepCounts = Arrays.copyOf(stepCounts, n);
    }
    offsets[index] = start;
    stepCounts[index] = r.steps().size();
    present.set(index);
    held++;
    winners.offer(index, r.outcome().models(), r.ok());
  }

  /** How many results were written. */
  public synchronized int size() {
    return held;
  }

  /** The refit's summary of every result written. */
  public RefitWinners winners() {
    return winners;
  }

  /** Replaces the report entry of variant {@code index} (kept in memory: the refit's few). */
  public synchronized void patch(int index, VariantReport report) {
    patched.put(index, report);
  }

  /** The report entry of variant {@code index}, as written or as {@linkplain #patch patched}. */
  @SuppressWarnings("unchecked")
  public synchronized VariantReport report(int index) {
    VariantReport p = patched.get(index);
    return p != null ? p : ReportCodec.decode((Map<String, Object>) read(index, false));
  }

  /** The report entries of the variants up to index {@code cut} (inclusive), in index order. */
  public synchronized List<VariantReport> reports(int cut) {
    return new Reports(indices(cut));
  }

  /**
   * The step records of the variants up to index {@code cut} (inclusive), variant by variant in
   * index order, followed by {@code tail} (the refit's, held in memory).
   */
  public synchronized List<StepRecord> steps(int cut, List<StepRecord> tail) {
    int[] indices = indices(cut);
    long[] starts = new long[indices.length + 1];
    for (int i = 0; i < indices.length; i++) {
      starts[i + 1] = starts[i] + stepCounts[indices[i]];
    }
    return new Steps(indices, starts, List.copyOf(tail));
  }

  private int[] indices(int cut) {
    BitSet upTo = present.get(0, cut == Integer.MAX_VALUE ? present.length() : cut + 1);
    return upTo.stream().toArray();
  }

  /** The entry's first blob (its report entry), or with {@code steps} its second (its steps). */
  private synchronized Object read(int index, boolean steps) {
    try {
      long at = offsets[index];
      ByteBuffer length = ByteBuffer.allocate(4);
      readFully(length, at);
      int n = length.flip().getInt();
      if (steps) {
        at += 4 + n;
        readFully(length.clear(), at);
        n = length.flip().getInt();
      }
      ByteBuffer bytes = ByteBuffer.allocate(n);
      readFully(bytes, at + 4);
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.array()))) {
        return in.readObject();
      }
    } catch (IOException | ClassNotFoundException e) {
      throw new IllegalStateException(
          "cannot read variant "
              + index
              + " back from the run's result spill file "
              + file
              + ": "
              + e,
          e);
    }
  }

  @SuppressWarnings("unchecked")
  private synchronized List<StepRecord> stepsOf(int index) {
    return (List<StepRecord>) RecordCodec.decode((Serializable) read(index, true));
  }

  private void readFully(ByteBuffer b, long at) throws IOException {
    long position = at;
    while (b.hasRemaining()) {
      int n = channel.read(b, position);
      if (n < 0) {
        throw new IOException("unexpected end of file");
      }
      position += n;
    }
  }

  private static void closeQuietly(FileChannel open) {
    try {
      open.close();
    } catch (IOException e) {
      // a temporary file already unlinked: nothing to recover
    }
  }

  private static byte[] serialise(Serializable value) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot encode a variant's results: " + e.getMessage(), e);
    }
    return bytes.toByteArray();
  }

  /** The report entries of {@code indices}, read on demand. */
  private final class Reports extends AbstractList<VariantReport> implements Spilled {
    private final int[] indices;

    Reports(int[] indices) {
      this.indices = indices;
    }

    @Override
    public VariantReport get(int i) {
      return report(indices[i]);
    }

    @Override
    public int size() {
      return indices.length;
    }
  }

  /**
   * The step records of {@code indices} then {@code tail}, the last variant's kept for the next.
   */
  private final class Steps extends AbstractList<StepRecord> implements Spilled {
    private final int[] indices;
    private final long[] starts;
    private final List<StepRecord> tail;
    private int cachedAt = -1;
    private List<StepRecord> cached = List.of();

    Steps(int[] indices, long[] starts, List<StepRecord> tail) {
      this.indices = indices;
      this.starts = starts;
      this.tail = tail;
    }

    @Override
    public synchronized StepRecord get(int i) {
      long spilled = starts[indices.length];
      if (i < 0 || i >= size()) {
        throw new IndexOutOfBoundsException(i);
      }
      if (i >= spilled) {
        return tail.get((int) (i - spilled));
      }
      // the variant whose steps hold i: the first whose end (starts[at + 1]) is past i
      int lo = 0;
      int hi = indices.length - 1;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (starts[mid + 1] > i) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      int at = lo;
      if (at != cachedAt) {
        cached = stepsOf(indices[at]);
        cachedAt = at;
      }
      return cached.get((int) (i - starts[at]));
    }

    @Override
    public int size() {
      return (int) (starts[indices.length] + tail.size());
    }
  }

  /** Marks the lists read from a spill: immutable views that a report keeps as they are. */
  public interface Spilled {}

  /** A list of {@code values} that a report keeps without copying when it is already spilled. */
  public static <T> List<T> keep(List<T> values) {
    return values instanceof Spilled ? values : List.copyOf(values);
  }
}
