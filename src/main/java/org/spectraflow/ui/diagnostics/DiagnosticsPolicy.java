package org.spectraflow.ui.diagnostics;

import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec.Kind;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * Whether a studio run asks the engine for diagnostics (docs/studio.md, Diagnostics tab): only when
 * the document sets folds at its top level (a splitter operator or a {@code split} step). With
 * folds only the refitted winner pays for its PLS diagnostics and the components curves reuse the
 * sweep's fits (measured: the D03 sweep with KFold(3) 2.2 → 3.9 s); without folds every PLS variant
 * would pay (D03 without folds 2.9 → 8 s), so those runs keep the plain cost.
 */
public final class DiagnosticsPolicy {

  private static final OperatorRegistry REGISTRY = OperatorRegistry.standard();

  private DiagnosticsPolicy() {}

  /** True when a run of {@code document} should compute diagnostics. */
  public static boolean wanted(PipelineDocument document) {
    return document != null
        && document.steps().stream()
            .anyMatch(
                step ->
                    switch (step) {
                      case OperatorStep s ->
                          REGISTRY
                              .resolve(s.operator())
                              .filter(spec -> spec.kind() == Kind.SPLITTER)
                              .isPresent();
                      case KeywordStep k -> k.keyword().equals(Keywords.SPLIT);
                      default -> false;
                    });
  }
}
