package org.spectraflow.ui.editor.palette;

import java.util.Optional;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.EditActions;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.JsonTree;
import org.spectraflow.ui.editor.OperatorSite;
import org.spectraflow.ui.editor.StepEdits;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.SweepSuggestion;

/**
 * What happens when a palette entry is dropped (on a drop zone or on a node) or quick-added (Ctrl+K
 * after the selection, Ctrl+Shift+K inside it). Each outcome is one command.
 */
public final class PaletteActions {

  private final EditorModel editor;
  private final EditActions actions;
  private final OperatorRegistry registry;
  private final PaletteCatalog catalog;

  /** Palette gestures on this editor. */
  public PaletteActions(
      EditorModel editor, EditActions actions, OperatorRegistry registry, PaletteCatalog catalog) {
    this.editor = editor;
    this.actions = actions;
    this.registry = registry;
    this.catalog = catalog;
  }

  /** Drops an entry on a drop zone: steps are inserted there; sweeps need an operator instead. */
  public boolean drop(PaletteEntry entry, DropTarget target) {
    if (entry.kind() == PaletteEntry.Kind.SWEEP) {
      editor.say("Drop " + entry.label() + " onto an operator to sweep one of its parameters");
      return false;
    }
    return actions.insert(entry.label(), entry.template(), target);
  }

  /** Drops an entry on a node: a sweep sweeps its first fitting parameter; a step goes after it. */
  public boolean dropOn(PaletteEntry entry, StepPath node) {
    editor.selectionProperty().set(node);
    if (entry.kind() == PaletteEntry.Kind.STEP) {
      return actions.insert(entry.label(), entry.template(), StepEdits.after(node));
    }
    String keyword = entry.template().asString().orElseThrow();
    Optional<OperatorSpec> spec =
        OperatorSite.of(editor.steps(), node)
            .flatMap(site -> registry.resolve(new Operator(JsonTree.get(editor.steps(), site))));
    Optional<ParamSpec> param = spec.flatMap(s -> SweepSuggestion.target(s, keyword));
    if (param.isEmpty()) {
      editor.say("No numeric parameter to sweep with " + keyword + " on the selected step");
      return false;
    }
    ParamSpec p = param.get();
    Operator op =
        new Operator(
            JsonTree.get(editor.steps(), OperatorSite.of(editor.steps(), node).orElseThrow()));
    return actions.sweepParameter(
        p.name(),
        SweepSuggestion.suggest(p, op.params().get(p.name()).orElse(p.defaultValue()), keyword));
  }

  /**
   * The quick-add box: the best match of {@code query}, after ({@code inside=false}) or inside the
   * selection.
   */
  public boolean quickAdd(String query, boolean inside) {
    Optional<PaletteEntry> best = catalog.search(query).stream().findFirst();
    if (best.isEmpty() || query.isBlank()) {
      editor.say("Nothing in the palette matches '" + query + "'");
      return false;
    }
    PaletteEntry entry = best.get();
    if (entry.kind() == PaletteEntry.Kind.SWEEP) {
      StepPath sel = editor.selectionProperty().get();
      if (sel == null) {
        editor.say("Select an operator to sweep with " + entry.label());
        return false;
      }
      return dropOn(entry, sel);
    }
    return drop(entry, inside ? editor.insideSelection() : editor.afterSelection());
  }
}
