package org.spectraflow.engine.pipeline;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.text.Suggestions;

/**
 * Checks of keyword steps that nirs4all accepts silently (docs/reliability.md): a sibling key the
 * keyword does not read ({@code {"split": KFold, "n_splits": 3}} drops the 3), and an empty list of
 * operators ({@code {"preprocessing": []}} does nothing). The sibling keys each keyword reads are
 * those of each keyword's {@link KeywordSpec} in {@link KeywordCatalogue}; {@code name}, {@code
 * metadata}, {@code _} annotations and generator keys are allowed everywhere. Keywords declared
 * unchecked (rep_to_sources, ...) are not checked. A model's {@code name} must be non-empty text,
 * and an empty step {@code {}} is refused.
 */
final class KeywordSiblings {

  private static final Set<String> ANYWHERE = Set.of(Keywords.NAME, Keywords.METADATA);

  private KeywordSiblings() {}

  /**
   * Throws {@link PipelineFormatException} for the first unknown sibling key or empty operator list
   * in {@code steps} (and the steps of duplication branches and sub-pipelines), naming its path.
   */
  static void require(List<Step> steps, DocumentPath path) {
    for (int i = 0; i < steps.size(); i++) {
      check(steps.get(i), path.index(i));
    }
  }

  private static void check(Step step, DocumentPath path) {
    switch (step) {
      case SubPipeline p -> require(p.steps(), path);
      case BranchStep b -> {
        siblings(Keywords.BRANCH, b.node(), path);
        List<BranchStep.Branch> branches = b.branches();
        for (int j = 0; j < branches.size(); j++) {
          BranchStep.Branch br = branches.get(j);
          DocumentPath at = path.key(Keywords.BRANCH);
          require(br.steps(), b.value() instanceof JsonArray ? at.index(j) : at.key(br.name()));
        }
      }
      case KeywordStep k when k.node() instanceof JsonObject o -> {
        siblings(k.keyword(), o, path);
        if (KeywordCatalogue.find(k.keyword()).filter(KeywordSpec::refusesEmptyList).isPresent()
            && k.value().orElse(null) instanceof JsonArray a
            && a.size() == 0) {
          throw new PipelineFormatException(
              path.key(k.keyword()),
              "the list is empty, so the step does nothing; give at least one operator, e.g. {\""
                  + k.keyword()
                  + "\": [\""
                  + (k.keyword().equals(Keywords.Y_PROCESSING)
                      ? "sklearn.preprocessing.StandardScaler"
                      : "nirs4all.operators.transforms.SNV")
                  + "\"]}, or remove the step");
        }
      }
      case CommentStep c when c.node().members().isEmpty() ->
          throw new PipelineFormatException(
              path, "an empty step {} does nothing; remove it or give it an operator");
      case ModelStep m -> requireName(m.node(), path);
      default -> {}
    }
  }

  /** {@code name} labels a model's records, so it must be text that is not empty. */
  private static void requireName(JsonObject o, DocumentPath path) {
    JsonValue name = o.get(Keywords.NAME).orElse(null);
    if (name != null && !(name instanceof JsonValue.JsonString s && !s.value().isBlank())) {
      throw new PipelineFormatException(
          path.key(Keywords.NAME),
          "name labels the model's results, so it must be non-empty text, got "
              + name
              + "; write e.g. \"name\": \"PLS-10\" or remove it");
    }
  }

  private static void siblings(String keyword, JsonObject o, DocumentPath path) {
    KeywordSpec spec = KeywordCatalogue.find(keyword).filter(KeywordSpec::checked).orElse(null);
    if (spec == null) {
      return;
    }
    Set<String> allowed = new HashSet<>(spec.siblings());
    allowed.addAll(ANYWHERE);
    allowed.add(keyword);
    for (String key : o.keys()) {
      if (allowed.contains(key) || key.startsWith("_") || GeneratorSyntax.TRIGGERS.contains(key)) {
        continue;
      }
      String hint = Suggestions.hint(key, allowed);
      throw new PipelineFormatException(
          path.key(key),
          "unknown key '"
              + key
              + "' on a "
              + keyword
              + " step"
              + hint
              + " (allowed: "
              + new TreeSet<>(allowed)
              + ")"
              + (hint.isEmpty()
                  ? "; nirs4all ignores it, so an operator's parameter belongs in its params,"
                      + " e.g. {\""
                      + keyword
                      + "\": {\"class\": ..., \"params\": {\""
                      + key
                      + "\": ...}}}"
                  : ""));
    }
  }
}
