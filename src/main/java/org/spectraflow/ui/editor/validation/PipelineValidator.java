package org.spectraflow.ui.editor.validation;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.VariantCounter;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.run.check.RunCheck;
import org.spectraflow.ui.editor.JsonTree;
import org.spectraflow.ui.editor.OperatorSite;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTree.Role;
import org.spectraflow.ui.editor.StepTree.Shape;

/**
 * The editor's live checks of a document and its {@link StepTree}: a model step exists, every
 * {@code merge} follows a branch, generators offer at least two alternatives, parameters are in
 * range, and the engine can run every operator and keyword ({@link RunCheck}). Pure and fast.
 */
public final class PipelineValidator {

  private final OperatorRegistry registry;
  private final RunCheck runCheck;

  /** Checks against this registry. */
  public PipelineValidator(OperatorRegistry registry) {
    this.registry = registry;
    this.runCheck = new RunCheck(registry);
  }

  /** Every problem, errors and warnings, in document order. */
  public List<Problem> validate(PipelineDocument document, StepTree tree) {
    List<Problem> out = new ArrayList<>();
    JsonArray steps = document.stepsJson();
    if (tree.flatten().stream().noneMatch(n -> n.role() == Role.MODEL)) {
      out.add(
          Problem.error(
              DocumentPath.PIPELINE,
              document.steps().isEmpty()
                  ? "The pipeline is empty: add preprocessing steps and a model"
                  : "No model step: add a model (e.g. PLSRegression) so the pipeline predicts something"));
    }
    tree.forEach(node -> check(node, steps, out));
    return out;
  }

  private void check(StepTree node, JsonArray steps, List<Problem> out) {
    switch (node.shape()) {
      case PIPELINE, LANE -> merges(node, steps, out);
      case ALTERNATIVES, STAGES, GENERATOR ->
          alternatives(node, JsonTree.get(steps, node.path()), out);
      case STEP -> {
        if (node.role() != Role.NONE) {
          step(node, steps, out);
        }
      }
      default -> {}
    }
  }

  private void merges(StepTree list, JsonArray steps, List<Problem> out) {
    boolean branchSeen = false;
    for (StepTree child : list.children()) {
      JsonValue json = JsonTree.get(steps, child.path());
      branchSeen |=
          child.shape() == Shape.BRANCH || json instanceof JsonObject o && o.has("branch");
      if (json instanceof JsonObject o
          && o.has("merge")
          && !branchSeen
          && list.shape() == Shape.PIPELINE) {
        out.add(
            Problem.error(
                child.path().toDocumentPath(),
                "merge without a branch before it: a merge joins the lanes of a preceding branch"));
      }
    }
  }

  private static void alternatives(StepTree node, JsonValue json, List<Problem> out) {
    BigInteger n = VariantCounter.count(json);
    if (n.compareTo(BigInteger.TWO) < 0) {
      out.add(
          Problem.warning(
              node.path().toDocumentPath(),
              node.title()
                  + " offers "
                  + n
                  + " alternative"
                  + (n.equals(BigInteger.ONE) ? "" : "s")
                  + "; a generator needs at least 2 to sweep anything"));
    }
  }

  private void step(StepTree node, JsonArray steps, List<Problem> out) {
    JsonValue json = JsonTree.get(steps, node.path());
    OperatorSite.of(steps, node.path())
        .ifPresent(
            site -> {
              Operator op = new Operator(JsonTree.get(steps, site));
              registry
                  .resolve(op)
                  .ifPresent(
                      spec ->
                          ParameterRules.check(op, spec)
                              .forEach(
                                  m -> out.add(Problem.error(node.path().toDocumentPath(), m))));
              op.params()
                  .members()
                  .forEach(
                      (name, v) -> {
                        if (GeneratorSyntax.containsGenerator(v)
                            && VariantCounter.count(v).compareTo(BigInteger.TWO) < 0) {
                          out.add(
                              Problem.warning(
                                  node.path().toDocumentPath(),
                                  "sweep of "
                                      + name
                                      + " gives "
                                      + VariantCounter.count(v)
                                      + " value(s); a sweep needs at least 2"));
                        }
                      });
            });
    if (!GeneratorSyntax.containsGenerator(json)) {
      DocumentPath alone = DocumentPath.PIPELINE.index(0);
      DocumentPath here = node.path().toDocumentPath();
      runCheck
          .found(PipelineDocument.of(List.of(Step.of(json))))
          .forEach(p -> out.add(inPlace(p, alone, here)));
    }
  }

  /** {@code p}, found in a step checked alone at {@code alone}, put back {@code here}. */
  private static Problem inPlace(Problem p, DocumentPath alone, DocumentPath here) {
    String message =
        p.placeInMessage() ? p.message().replace(alone.text(), here.text()) : p.message();
    return new Problem(
        p.severity(), p.place().rebase(alone, here), message, p.hint(), p.placeInMessage());
  }
}
