package org.spectraflow.ui;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Presentation models hold the logic without scene-graph types; the editor and the studio shell
 * never reach into engine.run (only the run views use its public request and report types), except
 * for the document checks of engine.run.check, which exist so that the editor reports what a run
 * would refuse.
 */
class UiArchitectureTest {

  private static final JavaClasses UI =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("org.spectraflow.ui");

  @Test
  void modelsAndPureLogicImportNoSceneGraph() {
    noClasses()
        .that()
        .haveSimpleNameEndingWith("Model")
        .or()
        .haveSimpleNameEndingWith("Edits")
        .or()
        .haveSimpleNameEndingWith("Validator")
        .or()
        .haveSimpleNameEndingWith("Layouter")
        .or()
        .haveSimpleNameEndingWith("Files")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("javafx.scene..", "javafx.stage..")
        .check(UI);
  }

  @Test
  void theEditorDoesNotDependOnTheEngineRunner() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.spectraflow.ui.app..", "org.spectraflow.ui.editor..", "org.spectraflow.ui.files..")
        .should()
        .dependOnClassesThat(
            resideInAPackage("org.spectraflow.engine.run..")
                .and(resideOutsideOfPackage("org.spectraflow.engine.run.check..")))
        .check(UI);
  }

  @Test
  void problemsArePlacedByTheirTypedPlaceNotByScanningMessages() {
    noClasses()
        .that()
        .resideInAnyPackage("org.spectraflow.ui.editor.validation..")
        .or()
        .haveFullyQualifiedName("org.spectraflow.ui.editor.StepPath")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("java.util.regex..")
        .because("a problem carries its place as a DocumentPath; the studio reads its components")
        .check(UI);
  }
}
