package org.spectraflow.engine.data.formats.spc;

/**
 * The axis unit codes of the SPC header ({@code fxtype}, {@code fytype}, {@code fztype}) as the
 * Galactic SPC file format description lists them, spelled as people read them. Stateless.
 */
final class SpcUnits {

  private static final String[] X = {
    "Arbitrary",
    "Wavenumber (cm-1)",
    "Micrometers (um)",
    "Nanometers (nm)",
    "Seconds",
    "Minutes",
    "Hertz (Hz)",
    "Kilohertz (KHz)",
    "Megahertz (MHz)",
    "Mass (M/z)",
    "Parts per million (PPM)",
    "Days",
    "Years",
    "Raman Shift (cm-1)",
    "eV",
    "XYZ text labels",
    "Diode Number",
    "Channel",
    "Degrees",
    "Temperature (F)",
    "Temperature (C)",
    "Temperature (K)",
    "Data Points",
    "Milliseconds (mSec)",
    "Microseconds (uSec)",
    "Nanoseconds (nSec)",
    "Gigahertz (GHz)",
    "Centimeters (cm)",
    "Meters (m)",
    "Millimeters (mm)",
    "Hours"
  };

  private static final String[] Y = {
    "Arbitrary Intensity",
    "Interferogram",
    "Absorbance",
    "Kubelka-Munk",
    "Counts",
    "Volts",
    "Degrees",
    "Milliamps",
    "Millimeters",
    "Millivolts",
    "Log(1/R)",
    "Percent",
    "Intensity",
    "Relative Intensity",
    "Energy",
    "",
    "Decibel",
    "",
    "",
    "Temperature (F)",
    "Temperature (C)",
    "Temperature (K)",
    "Index of Refraction [N]",
    "Extinction Coeff. [K]",
    "Real",
    "Imaginary",
    "Complex"
  };

  private static final String[] Y128 = {
    "Transmission", "Reflectance", "Arbitrary or Single Beam with Valley Peaks", "Emission"
  };

  private SpcUnits() {}

  /** The x (or z) unit of code {@code code}. */
  static String x(int code) {
    if (code == 255) {
      return "Double interferogram";
    }
    return code >= 0 && code < X.length ? X[code] : "unit code " + code;
  }

  /** The y unit of code {@code code}. */
  static String y(int code) {
    if (code >= 128 && code < 128 + Y128.length) {
      return Y128[code - 128];
    }
    return code >= 0 && code < Y.length && !Y[code].isEmpty() ? Y[code] : "unit code " + code;
  }
}
