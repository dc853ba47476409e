package org.spectraflow;

import java.io.File;
import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

/**
 * Starts the studio with JavaFX as named modules, as JavaFX supports it, when the jar was launched
 * with JavaFX on the class path ({@code java -jar spectraflow.jar}, the installed app-image).
 *
 * <p>The JavaFX jars found on the class path are resolved into a module layer of their own; the
 * application jar and every other library are loaded by a class loader whose parent is that layer,
 * so the studio sees JavaFX only as modules and JavaFX prints no "unsupported configuration"
 * warning. When JavaFX is already in the boot layer ({@code ./mvnw javafx:run}, a runtime linked
 * with JavaFX) or no JavaFX jar is found, the studio starts directly. Invariant: no JavaFX class is
 * loaded by this class itself.
 */
final class StudioLayer {

  /** The JavaFX modules the studio uses; the rest (base, graphics) come in as requirements. */
  private static final List<String> ROOTS = List.of("javafx.controls", "javafx.swing");

  private static final String STUDIO_CLASS = "org.spectraflow.ui.app.StudioApp";

  private StudioLayer() {}

  /** Opens the studio with the given arguments; returns when its window is closed. */
  static void launch(String[] args) {
    try {
      Method launch = studioClass().getMethod("launchStudio", String[].class);
      launch.invoke(null, (Object) args);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof RuntimeException r
          ? r
          : new IllegalStateException(e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot start the studio: " + e, e);
    }
  }

  private static Class<?> studioClass() throws ClassNotFoundException {
    if (ModuleLayer.boot().findModule("javafx.graphics").isPresent()) {
      return Class.forName(STUDIO_CLASS);
    }
    List<Path> classPath = classPath();
    List<Path> javafx = classPath.stream().filter(StudioLayer::isJavaFxModule).toList();
    if (javafx.isEmpty()) {
      return Class.forName(STUDIO_CLASS);
    }
    ModuleLayer layer = javaFxLayer(javafx);
    URL[] others =
        classPath.stream().filter(p -> !isJavaFx(p)).map(StudioLayer::url).toArray(URL[]::new);
    ClassLoader fxLoader = layer.findLoader("javafx.graphics");
    URLClassLoader loader = new URLClassLoader("spectraflow-studio", others, fxLoader);
    Thread.currentThread().setContextClassLoader(loader);
    return Class.forName(STUDIO_CLASS, true, loader);
  }

  private static ModuleLayer javaFxLayer(List<Path> jars) {
    ModuleFinder finder = ModuleFinder.of(jars.toArray(Path[]::new));
    ModuleLayer boot = ModuleLayer.boot();
    Configuration configuration = boot.configuration().resolve(finder, ModuleFinder.of(), ROOTS);
    ModuleLayer.Controller controller =
        ModuleLayer.defineModulesWithOneLoader(
            configuration, List.of(boot), ClassLoader.getPlatformClassLoader());
    controller.layer().modules().forEach(module -> enableNativeAccess(controller, module));
    return controller.layer();
  }

  /**
   * JavaFX loads its native libraries itself; on JDK 22+ the layer grants it native access, as
   * {@code --enable-native-access=javafx.graphics} would (the method is absent on JDK 21, which
   * needs no grant).
   */
  private static void enableNativeAccess(ModuleLayer.Controller controller, Module module) {
    try {
      ModuleLayer.Controller.class
          .getMethod("enableNativeAccess", Module.class)
          .invoke(controller, module);
    } catch (ReflectiveOperationException e) {
      // JDK 21: native access is not restricted.
    }
  }

  /** The launch class path: {@code java.class.path} plus the main jar's manifest Class-Path. */
  private static List<Path> classPath() {
    Set<Path> entries = new LinkedHashSet<>();
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        Path path = Path.of(entry).toAbsolutePath().normalize();
        entries.add(path);
        manifestClassPath(path).forEach(entries::add);
      }
    }
    return new ArrayList<>(entries);
  }

  private static List<Path> manifestClassPath(Path jar) {
    if (!Files.isRegularFile(jar) || !jar.toString().endsWith(".jar")) {
      return List.of();
    }
    try (JarFile file = new JarFile(jar.toFile())) {
      String value =
          Optional.ofNullable(file.getManifest())
              .map(m -> m.getMainAttributes().getValue(Attributes.Name.CLASS_PATH))
              .orElse("");
      List<Path> paths = new ArrayList<>();
      for (String relative : value.trim().split("\\s+")) {
        if (!relative.isEmpty()) {
          paths.add(resolve(jar, relative));
        }
      }
      return paths;
    } catch (IOException e) {
      return List.of();
    }
  }

  private static Path resolve(Path jar, String relative) {
    try {
      return Path.of(jar.getParent().toUri().resolve(relative)).normalize();
    } catch (IllegalArgumentException e) {
      return jar.resolveSibling(relative).normalize();
    }
  }

  private static boolean isJavaFx(Path jar) {
    return jar.getFileName().toString().startsWith("javafx-");
  }

  /** A JavaFX jar with real classes (the platform-classified one, not the empty stub). */
  private static boolean isJavaFxModule(Path jar) {
    if (!isJavaFx(jar) || !Files.isRegularFile(jar)) {
      return false;
    }
    return ModuleFinder.of(jar).findAll().stream()
        .map(ModuleReference::descriptor)
        .anyMatch(d -> !d.isAutomatic() && d.name().startsWith("javafx."));
  }

  private static URL url(Path path) {
    try {
      return path.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException("class path entry " + path + " is not a URL", e);
    }
  }
}
