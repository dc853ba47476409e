package org.spectraflow.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Spark's API is used in org.spectraflow.spark only. */
class SparkImportsTest {

  @Test
  void sparkImportsStayInTheSparkPackage() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.spectraflow");
    noClasses()
        .that()
        .resideOutsideOfPackage("org.spectraflow.spark..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.apache.spark..")
        .check(classes);
  }
}
