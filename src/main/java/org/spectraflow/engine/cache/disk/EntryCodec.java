package org.spectraflow.engine.cache.disk;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;
import org.spectraflow.engine.cache.CachedStepState;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;

/**
 * The layout of one disk-cache entry file (docs/caching.md §3.11.1), little-endian: a header
 * (magic, format version, header length, engine stamp, the full key, precision, per source its
 * blocks' shapes and fingerprints, processing ids, headers and unit; then the payload length, the
 * payload's CRC32C and the header's own CRC32C) followed by the payload, every distinct block's
 * values row-major. {@link #decode} checks everything before building a block, so a damaged,
 * truncated, foreign or stale file is a {@link DamagedEntryException}, never a wrong number.
 * Stateless.
 */
final class EntryCodec {

  /** The first eight bytes of every entry ({@code \r\n} catches text-mode mangling, as PNG). */
  static final byte[] MAGIC = {'S', 'F', 'S', 'T', 'E', 'P', '\r', '\n'};

  /** The layout's version; bump when the layout changes. */
  static final int FORMAT = 1;

  private static final int MAX_STRING = 1 << 20;

  private EntryCodec() {}

  /** The whole file for {@code state} under {@code key}, ready to write (position 0). */
  static ByteBuffer encode(
      StepCacheKey key, Precision precision, CachedStepState state, String engine) {
    List<Block> distinct = state.distinctBlocks();
    Map<Block, Integer> index = new IdentityHashMap<>();
    long payload = 0;
    for (Block b : distinct) {
      index.put(b, index.size());
      payload += b.nbytes();
    }
    ByteBuffer header = ByteBuffer.allocate(4096).order(ByteOrder.LITTLE_ENDIAN);
    header.put(MAGIC).putInt(FORMAT).putInt(0); // header length, set below
    header = putString(header, engine);
    header = ensure(header, 128);
    putFingerprint(header, key.step());
    putFingerprint(header, key.data());
    putFingerprint(header, key.selector());
    header.put((byte) precision.ordinal());
    header.putInt(distinct.size());
    for (Block b : distinct) {
      header = ensure(header, 32);
      header.putInt(b.rows()).putInt(b.cols()).put((byte) b.precision().ordinal());
      putFingerprint(header, b.fingerprint());
    }
    header.putInt(state.sources().size());
    for (CachedStepState.Source s : state.sources()) {
      header = ensure(header, 8 + 4 * s.blocks().size());
      header.putInt(s.blocks().size());
      for (Block b : s.blocks()) {
        header.putInt(index.get(b));
      }
      for (String id : s.processingIds()) {
        header = putString(header, id);
      }
      header = ensure(header, 4);
      header.putInt(s.headers().size());
      for (String h : s.headers()) {
        header = putString(header, h);
      }
      header = putString(header, s.headerUnit());
    }
    header = ensure(header, 16);
    header.putLong(payload);
    int headerLength = header.position() + 8;
    header.putInt(MAGIC.length + 4, headerLength);
    ByteBuffer file =
        ByteBuffer.allocate(Math.toIntExact(headerLength + payload)).order(ByteOrder.LITTLE_ENDIAN);
    file.put(header.array(), 0, header.position());
    int payloadCrcAt = file.position();
    file.putInt(0).putInt(0);
    for (Block b : distinct) {
      b.writeValues(file);
    }
    file.putInt(payloadCrcAt, crc(file, headerLength, file.capacity()));
    file.putInt(payloadCrcAt + 4, crc(file, 0, headerLength - 4));
    return file.position(0);
  }

  /**
   * The state held by {@code file} (the whole entry, position 0), after checking it was written by
   * {@code engine} for {@code key} at {@code precision}, that no byte is missing and both checksums
   * hold.
   */
  static CachedStepState decode(
      ByteBuffer file, StepCacheKey key, Precision precision, String engine)
      throws DamagedEntryException {
    file.order(ByteOrder.LITTLE_ENDIAN);
    try {
      byte[] magic = new byte[MAGIC.length];
      file.get(magic);
      if (!java.util.Arrays.equals(magic, MAGIC)) {
        throw new DamagedEntryException("not a step-cache entry (wrong magic bytes)");
      }
      int format = file.getInt();
      if (format != FORMAT) {
        throw new DamagedEntryException(
            "written in entry format " + format + ", this engine reads format " + FORMAT);
      }
      int headerLength = file.getInt();
      if (headerLength < file.position() + 16 || headerLength > file.limit()) {
        throw new DamagedEntryException(
            "truncated or damaged (header of "
                + headerLength
                + " bytes in a file of "
                + file.limit()
                + ")");
      }
      if (file.getInt(headerLength - 4) != crc(file, 0, headerLength - 4)) {
        throw new DamagedEntryException("damaged header (checksum mismatch)");
      }
      String stamp = getString(file);
      if (!stamp.equals(engine)) {
        throw new DamagedEntryException(
            "written by another engine (" + stamp + "; this is " + engine + ")");
      }
      StepCacheKey stored =
          new StepCacheKey(getFingerprint(file), getFingerprint(file), getFingerprint(file));
      if (!stored.equals(key)) {
        throw new DamagedEntryException(
            "holds another key (" + stored + ", looked up " + key + ")");
      }
      int storedPrecision = file.get();
      if (storedPrecision != precision.ordinal()) {
        throw new DamagedEntryException("holds another precision than " + precision.label());
      }
      return body(file, headerLength);
    } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
      throw new DamagedEntryException(
          "truncated or damaged (" + e.getClass().getSimpleName() + ")");
    }
  }

  private static CachedStepState body(ByteBuffer file, int headerLength)
      throws DamagedEntryException {
    int blockCount = count(file, 25);
    int[][] shapes = new int[blockCount][];
    Fingerprint[] fingerprints = new Fingerprint[blockCount];
    long expected = 0;
    for (int i = 0; i < blockCount; i++) {
      int rows = file.getInt();
      int cols = file.getInt();
      int p = file.get();
      if (rows < 0 || cols < 0 || p < 0 || p >= Precision.values().length) {
        throw new DamagedEntryException("damaged block shape " + rows + "x" + cols);
      }
      shapes[i] = new int[] {rows, cols, p};
      fingerprints[i] = getFingerprint(file);
      expected += (long) rows * cols * Precision.values()[p].bytesPerValue();
    }
    int sourceCount = count(file, 4);
    List<int[]> blockRefs = new ArrayList<>();
    List<List<String>> ids = new ArrayList<>();
    List<List<String>> headers = new ArrayList<>();
    List<String> units = new ArrayList<>();
    for (int s = 0; s < sourceCount; s++) {
      int[] refs = new int[count(file, 4)];
      for (int i = 0; i < refs.length; i++) {
        refs[i] = file.getInt();
        if (refs[i] < 0 || refs[i] >= blockCount) {
          throw new DamagedEntryException("damaged block reference " + refs[i]);
        }
      }
      blockRefs.add(refs);
      List<String> sourceIds = new ArrayList<>();
      for (int i = 0; i < refs.length; i++) {
        sourceIds.add(getString(file));
      }
      ids.add(sourceIds);
      int headerCount = count(file, 4);
      List<String> sourceHeaders = new ArrayList<>(headerCount);
      for (int i = 0; i < headerCount; i++) {
        sourceHeaders.add(getString(file));
      }
      headers.add(sourceHeaders);
      units.add(getString(file));
    }
    long payload = file.getLong();
    int payloadCrc = file.getInt();
    if (file.position() + 4 != headerLength) {
      throw new DamagedEntryException("damaged header (length mismatch)");
    }
    if (payload != expected || headerLength + payload != file.limit()) {
      throw new DamagedEntryException(
          "truncated or damaged (payload of "
              + (file.limit() - headerLength)
              + " bytes, expected "
              + expected
              + ")");
    }
    if (crc(file, headerLength, file.limit()) != payloadCrc) {
      throw new DamagedEntryException("damaged values (checksum mismatch)");
    }
    file.position(headerLength);
    Block[] blocks = new Block[blockCount];
    for (int i = 0; i < blockCount; i++) {
      blocks[i] =
          Block.writer(Precision.values()[shapes[i][2]], shapes[i][0], shapes[i][1])
              .readValues(file)
              .build(fingerprints[i]);
    }
    List<CachedStepState.Source> sources = new ArrayList<>();
    for (int s = 0; s < sourceCount; s++) {
      List<Block> sourceBlocks = new ArrayList<>();
      for (int ref : blockRefs.get(s)) {
        sourceBlocks.add(blocks[ref]);
      }
      sources.add(
          new CachedStepState.Source(sourceBlocks, ids.get(s), headers.get(s), units.get(s)));
    }
    return new CachedStepState(sources);
  }

  /** A count read from the header, no more than the bytes left allow at {@code minBytes} each. */
  private static int count(ByteBuffer file, int minBytes) throws DamagedEntryException {
    int n = file.getInt();
    if (n < 0 || (long) n * minBytes > file.remaining()) {
      throw new DamagedEntryException("damaged header (count " + n + ")");
    }
    return n;
  }

  private static int crc(ByteBuffer file, int from, int to) {
    CRC32C crc = new CRC32C();
    crc.update(file.slice(from, to - from));
    return (int) crc.getValue();
  }

  private static void putFingerprint(ByteBuffer b, Fingerprint f) {
    b.putLong(f.hi()).putLong(f.lo());
  }

  private static Fingerprint getFingerprint(ByteBuffer b) {
    return new Fingerprint(b.getLong(), b.getLong());
  }

  private static ByteBuffer putString(ByteBuffer b, String s) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    ByteBuffer out = ensure(b, 4 + bytes.length);
    return out.putInt(bytes.length).put(bytes);
  }

  private static String getString(ByteBuffer b) throws DamagedEntryException {
    int n = b.getInt();
    if (n < 0 || n > MAX_STRING || n > b.remaining()) {
      throw new DamagedEntryException("damaged header (text of " + n + " bytes)");
    }
    byte[] bytes = new byte[n];
    b.get(bytes);
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /** {@code b}, or a larger copy of it, with at least {@code bytes} left. */
  private static ByteBuffer ensure(ByteBuffer b, int bytes) {
    if (b.remaining() >= bytes) {
      return b;
    }
    ByteBuffer bigger =
        ByteBuffer.allocate(Math.max(b.capacity() * 2, b.position() + bytes + 1024))
            .order(ByteOrder.LITTLE_ENDIAN);
    bigger.put(b.array(), 0, b.position());
    return bigger;
  }
}
