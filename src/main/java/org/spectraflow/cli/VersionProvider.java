package org.spectraflow.cli;

import picocli.CommandLine.IVersionProvider;

/** Reports the version recorded in the jar manifest (or "dev" when run from classes). */
public final class VersionProvider implements IVersionProvider {
  @Override
  public String[] getVersion() {
    return new String[] {"SpectraFlow " + version(), "Java " + Runtime.version()};
  }

  /** The implementation version from the manifest, or {@code dev}. */
  public static String version() {
    String v = VersionProvider.class.getPackage().getImplementationVersion();
    return v == null ? "dev" : v;
  }
}
