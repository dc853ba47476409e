package org.spectraflow.ui.selection;

import java.util.function.BooleanSupplier;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;

/**
 * Starts the run that follows "Exclude selected" once the edited document may run: at once when
 * nothing blocks it, else when the validation that the edit started ends without errors, and only
 * if the document is still the edited one (a later edit cancels it). FX thread only.
 */
public final class RunWhenReady {

  private RunWhenReady() {}

  /**
   * Runs {@code run} now if {@code blocked} is false, else the first time it turns false while
   * {@code stillCurrent} holds.
   */
  public static void run(
      ObservableBooleanValue blocked, BooleanSupplier stillCurrent, Runnable run) {
    if (!blocked.get()) {
      run.run();
      return;
    }
    ChangeListener<Boolean> once =
        new ChangeListener<>() {
          @Override
          public void changed(
              javafx.beans.value.ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
            if (!now) {
              blocked.removeListener(this);
              if (stillCurrent.getAsBoolean()) {
                run.run();
              }
            }
          }
        };
    blocked.addListener(once);
  }
}
