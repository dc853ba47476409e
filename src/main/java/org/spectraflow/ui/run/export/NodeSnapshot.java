package org.spectraflow.ui.run.export;

import java.io.IOException;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.spectraflow.engine.files.AtomicFiles;

/** Saves a node (the heat map, the whole workspace) as a PNG. FX thread only. */
public final class NodeSnapshot {

  private NodeSnapshot() {}

  /** Snapshots {@code node} into {@code file}. */
  public static void png(Node node, Path file) {
    WritableImage image = node.snapshot(null, null);
    AtomicFiles.write(
        file,
        out -> {
          if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out)) {
            throw new IOException("no PNG writer available");
          }
        });
  }
}
