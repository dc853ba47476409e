package org.spectraflow.ui.app;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;
import org.spectraflow.ui.files.Recovery;

/**
 * The "Recover unsaved work?" dialog: it names the draft's original file by its full path, says
 * when it was autosaved and where Save will write the recovered work (over the original only when
 * that is a pipeline document; otherwise Save asks for a file).
 */
public final class RecoveryDialog implements RecoveryPrompt {

  private static final DateTimeFormatter WHEN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneId.systemDefault());

  private final Window owner;

  /** A dialog over {@code owner}. */
  public RecoveryDialog(Window owner) {
    this.owner = owner;
  }

  @Override
  public boolean recover(Recovery recovery) {
    ButtonType yes = new ButtonType("Recover", ButtonBar.ButtonData.YES);
    ButtonType no = new ButtonType("Discard", ButtonBar.ButtonData.NO);
    Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message(recovery), yes, no);
    alert.initOwner(owner);
    alert.setTitle("Recover unsaved work");
    alert.setHeaderText("Recover unsaved work?");
    alert.getDialogPane().setId("recovery-dialog");
    alert.getDialogPane().setMinWidth(560);
    return alert.showAndWait().filter(yes::equals).isPresent();
  }

  /** The dialog's text for {@code recovery}. */
  static String message(Recovery recovery) {
    String when = WHEN.format(recovery.draft().saved());
    return recovery
        .draft()
        .origin()
        .map(
            origin ->
                "SpectraFlow closed without saving your changes to\n\n    "
                    + origin
                    + "\n\n(autosaved "
                    + when
                    + ").\n\n"
                    + (recovery.saveTo().isPresent()
                        ? "Save will write them to that file."
                        : "That file is not a pipeline document you opened, so it is left alone:"
                            + " Save will ask where to save the recovered work."))
        .orElse(
            "SpectraFlow closed without saving an untitled pipeline (autosaved "
                + when
                + ").\n\nSave will ask where to save the recovered work.");
  }
}
