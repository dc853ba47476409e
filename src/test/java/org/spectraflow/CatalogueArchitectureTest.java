package org.spectraflow;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.ConfiguredOperator;

/**
 * Keeps the operator catalogue the one way to concrete operators (docs/extending.md): outside the
 * operators' own packages, code reaches them through the catalogue's declarations and the operator
 * interfaces only. Also keeps the engine's type names unambiguous.
 */
class CatalogueArchitectureTest {

  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("org.spectraflow");

  @Test
  void onlyTheOperatorsAndTheirCatalogueEntriesKnowConcreteOperators() {
    noClasses()
        .that()
        .resideOutsideOfPackage("org.spectraflow.engine.operators..")
        .should()
        .dependOnClassesThat(
            describe(
                "are concrete operator classes",
                (JavaClass c) -> c.isAssignableTo(ConfiguredOperator.class) && !c.isInterface()))
        .because("the catalogue (engine.catalogue) is the one way to find and build operators")
        .check(CLASSES);
  }

  @Test
  void theCatalogueFindsOperatorsThroughItsProvidersNotByName() {
    noClasses()
        .that()
        .resideInAPackage("org.spectraflow.engine.catalogue..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.spectraflow.engine.operators.transform..",
            "org.spectraflow.engine.operators.model..",
            "org.spectraflow.engine.operators.split..")
        .check(CLASSES);
  }

  @Test
  void onlyOneTypeIsNamedOperator() {
    List<String> named =
        CLASSES.stream()
            .filter(c -> c.getSimpleName().equals("Operator"))
            .map(JavaClass::getName)
            .toList();
    assertThat(named).hasSize(1);
  }

  @Test
  void noTwoPublicTopLevelEngineTypesShareASimpleName() {
    Map<String, List<String>> bySimpleName =
        CLASSES.stream()
            .filter(c -> c.getPackageName().startsWith("org.spectraflow.engine"))
            .filter(JavaClass::isTopLevelClass)
            .filter(c -> c.getModifiers().contains(JavaModifier.PUBLIC))
            .collect(
                Collectors.groupingBy(
                    JavaClass::getSimpleName,
                    Collectors.mapping(JavaClass::getName, Collectors.toList())));
    assertThat(bySimpleName).isNotEmpty();
    assertThat(bySimpleName.values()).allSatisfy(names -> assertThat(names).hasSize(1));
  }
}
