package org.spectraflow.ui.editor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.inspector.InspectorModel;
import org.spectraflow.ui.editor.palette.PaletteActions;
import org.spectraflow.ui.editor.palette.PaletteCatalog;
import org.spectraflow.ui.editor.palette.PaletteEntry;
import org.spectraflow.ui.editor.validation.PipelineValidator;
import org.spectraflow.ui.editor.validation.ValidationModel;
import org.spectraflow.ui.editor.variants.VariantsModel;

/** The editor's presentation models wired with direct executors, as the studio wires them. */
public final class EditorFixture {

  public final OperatorRegistry registry = OperatorRegistry.standard();
  public final EditorModel editor = new EditorModel(registry);
  public final EditActions actions = new EditActions(editor);
  public final PaletteCatalog catalog = PaletteCatalog.of(registry);
  public final PaletteActions palette = new PaletteActions(editor, actions, registry, catalog);
  public final ValidationModel validation =
      new ValidationModel(editor, new PipelineValidator(registry));
  public final VariantsModel variants =
      new VariantsModel(editor, VariantExpansion.standard(), Runnable::run, Runnable::run);
  public final InspectorModel inspector = new InspectorModel(editor, actions, registry);

  /** A bundled demo document. */
  public static PipelineDocument demo(String name) {
    try (InputStream in =
        EditorFixture.class.getResourceAsStream("/org/spectraflow/demo/" + name)) {
      return PipelineReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Selects the node whose title is {@code title} (the first in document order). */
  public StepPath select(String title) {
    StepPath p =
        editor.treeProperty().get().flatten().stream()
            .filter(n -> n.title().equals(title))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no node titled " + title))
            .path();
    editor.selectionProperty().set(p);
    return p;
  }

  /** The palette entry with this label. */
  public PaletteEntry entry(String label) {
    return catalog.entries().stream()
        .filter(e -> e.label().equals(label))
        .findFirst()
        .orElseThrow();
  }
}
