package org.spectraflow.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.Datasets;

/**
 * How the dataset reaches the executors (docs/scale-out.md): the built-in demo by name; a folder up
 * to the broadcast limit as its files' bytes (broadcast once); a larger one, or one on a cluster
 * file system, as a path every node reads with Hadoop's FileSystem. Each executor JVM loads it once
 * and keeps it for its tasks.
 *
 * @param key identifies the dataset within the executor's cache
 * @param source {@code demo}, or the folder's URI for executors to read
 * @param files the folder's files by name when broadcast, else null
 * @param precision {@code float32} or {@code float64}
 */
record DataShipment(String key, String source, HashMap<String, byte[]> files, String precision)
    implements Serializable {

  private static final Map<String, SpectroDataset> LOADED = new ConcurrentHashMap<>();

  /** The shipment of {@code data} (a folder, a Hadoop URI or {@code demo}). */
  static DataShipment of(String data, String precision, long broadcastLimit) {
    String key = data + "|" + precision + "|" + System.nanoTime();
    if (Datasets.DEMO.equals(data) || data.contains("://")) {
      return new DataShipment(key, data, null, precision);
    }
    Path dir = Path.of(data);
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException(
          "dataset folder not found: "
              + data
              + " (give a folder of X/Y files, a hdfs:// or s3a:// URI, or demo)");
    }
    try (Stream<Path> list = Files.list(dir)) {
      HashMap<String, byte[]> files = new HashMap<>();
      long total = 0;
      for (Path p : list.filter(Files::isRegularFile).toList()) {
        total += Files.size(p);
        if (total > broadcastLimit) {
          return new DataShipment(key, dir.toAbsolutePath().toUri().toString(), null, precision);
        }
        files.put(p.getFileName().toString(), Files.readAllBytes(p));
      }
      return new DataShipment(key, dir.toAbsolutePath().toString(), files, precision);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the dataset folder " + data, e);
    }
  }

  /** True when the files travel in the broadcast. */
  boolean broadcast() {
    return files != null;
  }

  /** Bytes carried by the broadcast (0 when read from a path). */
  long bytes() {
    return files == null ? 0 : files.values().stream().mapToLong(b -> b.length).sum();
  }

  /** The dataset, loaded once per JVM. */
  SpectroDataset load() {
    return LOADED.computeIfAbsent(key, k -> open());
  }

  private SpectroDataset open() {
    Precision p = Precision.parse(precision);
    if (Datasets.DEMO.equals(source)) {
      return Datasets.open(source, p);
    }
    try {
      String name = source.replaceAll("/+$", "");
      Path dir =
          Files.createDirectories(
              Files.createTempDirectory("spectraflow-data")
                  .resolve(name.substring(name.lastIndexOf('/') + 1)));
      if (files != null) {
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
          Files.write(dir.resolve(f.getKey()), f.getValue());
        }
      } else {
        org.apache.hadoop.fs.Path from = new org.apache.hadoop.fs.Path(source);
        FileSystem fs = from.getFileSystem(new Configuration());
        for (var status : fs.listStatus(from)) {
          if (status.isFile()) {
            fs.copyToLocalFile(
                status.getPath(),
                new org.apache.hadoop.fs.Path(dir.resolve(status.getPath().getName()).toUri()));
          }
        }
      }
      return Datasets.open(dir.toString(), p);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the dataset " + source, e);
    }
  }
}
