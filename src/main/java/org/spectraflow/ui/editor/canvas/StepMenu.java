package org.spectraflow.ui.editor.canvas;

import java.util.List;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputDialog;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.ui.editor.EditActions;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.JsonTree;
import org.spectraflow.ui.editor.OperatorSite;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.SweepExpression;
import org.spectraflow.ui.editor.SweepSuggestion;
import org.spectraflow.ui.editor.TextClipboard;

/**
 * Builds the context menu of a step: delete, duplicate, copy, paste, wrap in branch, wrap in {@code
 * _or_}, add alternative, and "Sweep parameter" with one entry per parameter and sweep kind (the
 * sweep text is confirmed in a small dialog).
 */
public final class StepMenu {

  private final EditorModel editor;
  private final EditActions actions;
  private final OperatorRegistry registry;
  private final TextClipboard clipboard;

  /** Menus acting on this editor. */
  public StepMenu(
      EditorModel editor, EditActions actions, OperatorRegistry registry, TextClipboard clipboard) {
    this.editor = editor;
    this.actions = actions;
    this.registry = registry;
    this.clipboard = clipboard;
  }

  /** The menu for the step at {@code path} (already selected). */
  public ContextMenu menuFor(StepPath path) {
    ContextMenu menu =
        new ContextMenu(
            item("Wrap in branch", "wrap-branch", actions::wrapInBranch),
            item("Wrap in _or_", "wrap-or", actions::wrapInOr),
            item("Add alternative", "add-alternative", actions::addAlternative),
            sweepMenu(path),
            new SeparatorMenuItem(),
            item("Duplicate", "duplicate", actions::duplicateSelection),
            item("Copy", "copy", this::copy),
            item("Paste", "paste", this::paste),
            item("Delete", "delete", actions::deleteSelection));
    menu.setId("step-menu");
    return menu;
  }

  /** Copies the selection's JSON to the clipboard. */
  public void copy() {
    actions
        .copySelection()
        .ifPresent(
            text -> {
              clipboard.put(text);
              editor.say("Copied the step as JSON");
            });
  }

  /** Pastes clipboard JSON after the selection. */
  public void paste() {
    clipboard
        .text()
        .ifPresentOrElse(actions::paste, () -> editor.say("The clipboard holds no text"));
  }

  private Menu sweepMenu(StepPath path) {
    Menu sweep = new Menu("Sweep parameter");
    sweep.setId("sweep-menu");
    Optional<StepPath> site = OperatorSite.of(editor.steps(), path);
    Optional<OperatorSpec> spec =
        site.flatMap(s -> registry.resolve(new Operator(JsonTree.get(editor.steps(), s))));
    List<ParamSpec> params =
        spec.map(OperatorSpec::params).orElse(List.of()).stream()
            .filter(p -> !p.name().equals("copy"))
            .toList();
    for (ParamSpec p : params) {
      Menu param = new Menu(p.name());
      param.setMnemonicParsing(false);
      for (String keyword : SweepSuggestion.keywordsFor(p)) {
        param
            .getItems()
            .add(
                item(
                    keyword,
                    "sweep-" + p.name() + keyword,
                    () -> askSweep(site.orElseThrow(), p, keyword)));
      }
      sweep.getItems().add(param);
    }
    sweep.setDisable(params.isEmpty());
    return sweep;
  }

  private void askSweep(StepPath site, ParamSpec p, String keyword) {
    Operator op = new Operator(JsonTree.get(editor.steps(), site));
    JsonValue suggested =
        SweepSuggestion.suggest(p, op.params().get(p.name()).orElse(p.defaultValue()), keyword);
    TextInputDialog dialog = new TextInputDialog(SweepExpression.describe(suggested).orElse(""));
    dialog.setTitle("Sweep " + p.name());
    dialog.setHeaderText("Sweep " + p.name() + " with " + keyword);
    dialog.setContentText("Values (5..20 step 5, 0.001..1 log 4, a | b | c):");
    dialog
        .showAndWait()
        .ifPresent(
            text ->
                SweepExpression.parse(text)
                    .ifPresentOrElse(
                        gen -> actions.sweepParameter(p.name(), gen),
                        () ->
                            editor.say(
                                "'"
                                    + text
                                    + "' is not a sweep: write 5..20 step 5, 0.001..1 log 4 or a | b | c")));
  }

  private static MenuItem item(String text, String id, Runnable action) {
    MenuItem item = new MenuItem(text);
    item.setMnemonicParsing(false);
    item.setId("menu-" + id.replaceAll("[^A-Za-z0-9-]", ""));
    item.setOnAction(e -> action.run());
    return item;
  }
}
