package org.spectraflow.engine.data;

/**
 * How much an operation copied: data bytes (array contents) and block references. Copy-on-write
 * detaches copy only references ({@code dataBytes == 0}); deep copies and resizes copy data. Both
 * counts are non-negative.
 *
 * @param dataBytes bytes of block values copied
 * @param blocksCopied blocks whose values were copied
 * @param referencesCopied block references copied into a new list (no data)
 */
public record CopyReport(long dataBytes, int blocksCopied, int referencesCopied) {

  /** Nothing copied. */
  public static final CopyReport NONE = new CopyReport(0, 0, 0);

  /** Validates that every count is non-negative. */
  public CopyReport {
    if (dataBytes < 0 || blocksCopied < 0 || referencesCopied < 0) {
      throw new IllegalArgumentException(
          "copy counts must be >= 0, were "
              + dataBytes
              + " bytes, "
              + blocksCopied
              + " blocks, "
              + referencesCopied
              + " references");
    }
  }

  /** A report of copying the values of {@code block}. */
  public static CopyReport ofBlock(Block block) {
    return new CopyReport(block.nbytes(), 1, 0);
  }

  /** A report of copying {@code n} references and no data. */
  public static CopyReport ofReferences(int n) {
    return new CopyReport(0, 0, n);
  }

  /** The sum of this report and {@code other}. */
  public CopyReport plus(CopyReport other) {
    return new CopyReport(
        dataBytes + other.dataBytes,
        blocksCopied + other.blocksCopied,
        referencesCopied + other.referencesCopied);
  }

  /** True when no data byte was copied. */
  public boolean copiedNoData() {
    return dataBytes == 0;
  }
}
