package org.spectraflow.ui.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/** The bundled D03 preprocessing sweep (64 variants) that the studio opens on first start. */
public final class DemoPipeline {

  /** The classpath resource of the demo. */
  public static final String RESOURCE = "/org/spectraflow/demo/d03-sweep.json";

  private DemoPipeline() {}

  /** Reads the demo document. */
  public static PipelineDocument load() {
    try (InputStream in = DemoPipeline.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("demo pipeline " + RESOURCE + " is missing from the jar");
      }
      return PipelineReader.read(
          new String(in.readAllBytes(), StandardCharsets.UTF_8), "d03-sweep.json");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the demo pipeline " + RESOURCE, e);
    }
  }
}
