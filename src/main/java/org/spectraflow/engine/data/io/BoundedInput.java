package org.spectraflow.engine.data.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * A decompressing stream that stops at a byte limit: a gzip "bomb" (a 1 MB file expanding to
 * gigabytes) becomes a {@link DatasetException} naming the file and the limit, not an {@link
 * OutOfMemoryError}. Not thread-safe.
 */
final class BoundedInput extends FilterInputStream {

  private final Path file;
  private final long limit;
  private long read;

  BoundedInput(InputStream in, Path file, long limit) {
    super(in);
    this.file = file;
    this.limit = limit;
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) {
      count(1);
    }
    return b;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    int n = super.read(buffer, offset, length);
    if (n > 0) {
      count(n);
    }
    return n;
  }

  private void count(int n) {
    read += n;
    if (read > limit) {
      throw new DatasetException(
          file,
          0,
          "the gzip data expands to more than "
              + limit / (1024 * 1024)
              + " MiB, the limit for one file; if the data is genuine, raise it with"
              + " -Dspectraflow.gzip.max.mb=<MiB> (and give the JVM the heap to hold it)");
    }
  }
}
