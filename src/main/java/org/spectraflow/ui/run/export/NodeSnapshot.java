package org.spectraflow.ui.run.export;

import java.io.IOException;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.spectraflow.engine.files.AtomicFiles;

/**
 * Saves a node (the heat map, the whole workspace) as a PNG: the snapshot on the FX thread, the
 * writing of a snapshot taken on any thread.
 */
public final class NodeSnapshot {

  private NodeSnapshot() {}

  /** Snapshots {@code node} into {@code file}. FX thread only. */
  public static void png(Node node, Path file) {
    png(node.snapshot(null, null), file);
  }

  /** Writes a snapshot taken earlier into {@code file}. Any thread. */
  public static void png(WritableImage image, Path file) {
    AtomicFiles.write(
        file,
        out -> {
          if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out)) {
            throw new IOException("no PNG writer available");
          }
        });
  }
}
