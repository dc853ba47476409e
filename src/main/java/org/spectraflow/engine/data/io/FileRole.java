package org.spectraflow.engine.data.io;

import java.util.List;
import java.util.Locale;

/**
 * The role of a file in a nirs4all dataset folder (docs/pipeline-language.md §3.5), recognised from
 * its name without extension, case-insensitively: patterns of 3 or more characters match anywhere,
 * and a file whose stem is exactly {@code x}, {@code y} or {@code m}/{@code meta}/{@code metadata}
 * is train X, Y or metadata.
 */
enum FileRole {
  TRAIN_X(
      "train X",
      List.of("xcal", "x_cal", "cal_x", "calx", "train_x", "trainx", "x_train", "xtrain"),
      List.of("x")),
  TEST_X(
      "test X",
      List.of("xval", "x_val", "val_x", "valx", "xtest", "x_test", "test_x", "testx"),
      List.of()),
  TRAIN_Y(
      "train Y",
      List.of("ycal", "y_cal", "cal_y", "caly", "train_y", "trainy", "y_train", "ytrain"),
      List.of("y")),
  TEST_Y(
      "test Y",
      List.of("ytest", "y_test", "test_y", "testy", "yval", "y_val", "val_y", "valy"),
      List.of()),
  TRAIN_M(
      "train metadata",
      List.of(
          "mcal",
          "m_cal",
          "mtrain",
          "m_train",
          "metacal",
          "meta_cal",
          "metatrain",
          "meta_train",
          "metadata_cal",
          "metadata_train"),
      List.of("m", "meta", "metadata")),
  TEST_M(
      "test metadata",
      List.of(
          "mtest",
          "m_test",
          "mval",
          "m_val",
          "metatest",
          "meta_test",
          "metaval",
          "meta_val",
          "metadata_test",
          "metadata_val"),
      List.of());

  private final String label;
  private final List<String> patterns;
  private final List<String> exactStems;

  FileRole(String label, List<String> patterns, List<String> exactStems) {
    this.label = label;
    this.patterns = patterns;
    this.exactStems = exactStems;
  }

  /** A readable name ("train X"). */
  String label() {
    return label;
  }

  /** The position of the first pattern matching {@code stem}, or −1. */
  int match(String stem) {
    String s = stem.toLowerCase(Locale.ROOT);
    for (int i = 0; i < patterns.size(); i++) {
      if (s.contains(patterns.get(i))) {
        return i;
      }
    }
    return exactStems.contains(s) ? patterns.size() : -1;
  }

  /** Example file names for error messages. */
  String examples() {
    return switch (this) {
      case TRAIN_X -> "Xcal.csv or Xtrain.csv";
      case TEST_X -> "Xval.csv or Xtest.csv";
      case TRAIN_Y -> "Ycal.csv or Ytrain.csv";
      case TEST_Y -> "Yval.csv or Ytest.csv";
      case TRAIN_M -> "Mtrain.csv";
      case TEST_M -> "Mtest.csv";
    };
  }
}
