package org.spectraflow;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Keeps the engine free of UI libraries and of the layers above it. */
class ArchitectureTest {

  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("org.spectraflow");

  @Test
  void engineImportsNoUiLibrary() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..", "org.controlsfx..", "org.jfree..", "atlantafx..", "org.kordamp..")
        .check(CLASSES);
  }

  /** Spark lives in the spark/ project (docs/scale-out.md); the desktop app never sees it. */
  @Test
  void noDesktopClassDependsOnSpark() {
    noClasses()
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.apache.spark..", "org.apache.hadoop..", "scala..")
        .allowEmptyShould(true)
        .check(CLASSES);
  }

  @Test
  void engineDoesNotDependOnCliOrUi() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.spectraflow.ui..", "org.spectraflow.cli..", "org.spectraflow.spark..", "picocli..")
        .check(CLASSES);
  }

  @Test
  void cliDoesNotUseJavaFx() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.cli..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("javafx..", "org.spectraflow.ui..")
        .check(CLASSES);
  }

  @Test
  void theJsonTreeDependsOnNothingElseInTheEngine() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.json..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.spectraflow.engine.pipeline..",
            "org.spectraflow.engine.generate..",
            "org.spectraflow.engine.run..",
            "org.spectraflow.engine.plan..")
        .check(CLASSES);
  }

  @Test
  void plannedStepsDoNotDependOnTheExecutor() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.plan..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.spectraflow.engine.run..", "org.spectraflow.engine.generate..")
        .check(CLASSES);
  }

  /**
   * Checks and plans are made before and apart from scheduling (docs/architecture.md): what a
   * variant is and whether it can run never depends on where or in which order variants run.
   */
  @Test
  void checksAndPlansDoNotDependOnScheduling() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.spectraflow.engine.run.check..", "org.spectraflow.engine.run.planner..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.spectraflow.engine.run.schedule..")
        .check(CLASSES);
  }

  /** Checks do not run steps: they read plans, never the executor's state or its controllers. */
  @Test
  void checksDoNotDependOnExecution() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.run.check..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.spectraflow.engine.run.step..", "org.spectraflow.engine.run.reuse..")
        .check(CLASSES);
  }

  /** A fitted pipeline is held and applied without the run that fitted it. */
  @Test
  void fittedPipelinesDoNotDependOnTheRun() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.model..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.spectraflow.engine.run..",
            "org.spectraflow.engine.plan..",
            "org.spectraflow.engine.pipeline..")
        .check(CLASSES);
  }

  /**
   * Diagnostics are computed from a model's fit and predictions; the run's report holds them, not
   * the other way round (no package cycle between the two).
   */
  @Test
  void diagnosticsDoNotDependOnTheRun() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.diagnostics..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.spectraflow.engine.run..")
        .check(CLASSES);
  }

  /** Fit reuse serves the steps; it does not know how variants are scheduled. */
  @Test
  void reuseDoesNotDependOnScheduling() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.run.reuse..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.spectraflow.engine.run.schedule..")
        .check(CLASSES);
  }

  /** The document model is below everything that runs it (RunCheck lives in engine.run.check). */
  @Test
  void theDocumentModelDependsOnNothingThatRuns() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.pipeline..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.spectraflow.engine.catalogue..",
            "org.spectraflow.engine.operators..",
            "org.spectraflow.engine.plan..",
            "org.spectraflow.engine.generate..",
            "org.spectraflow.engine.run..")
        .check(CLASSES);
  }

  /** The shared charts (docs/architecture.md) draw headless: no JavaFX, no studio, no CLI. */
  @Test
  void theChartPackageUsesNoJavaFxStudioOrCli() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.charts..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "org.jfree.chart.fx..",
            "org.jfree.fx..",
            "org.spectraflow.ui..",
            "org.spectraflow.cli..")
        .check(CLASSES);
  }

  @Test
  void engineDoesNotDependOnTheCharts() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.spectraflow.charts..")
        .check(CLASSES);
  }

  /** The HTML report (docs/report.md) is headless too: no JavaFX, no studio, no CLI. */
  @Test
  void theReportPackageUsesNoJavaFxStudioOrCli() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.report..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "org.jfree.chart.fx..",
            "org.jfree.fx..",
            "org.spectraflow.ui..",
            "org.spectraflow.cli..")
        .check(CLASSES);
  }

  @Test
  void engineDoesNotDependOnTheReport() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.spectraflow.report..")
        .check(CLASSES);
  }
}
