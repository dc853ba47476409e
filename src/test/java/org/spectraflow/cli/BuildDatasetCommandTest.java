package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.formats.SyntheticFiles;

/**
 * {@code build-dataset}: the plan printed (matched count, unmatched files and ids), {@code
 * --dry-run} writing nothing, the folder written read by {@code info} and run by {@code run}, and
 * problems (a missing column, an output holding the inputs) ending in one {@code error:} line.
 */
class BuildDatasetCommandTest {

  @TempDir Path dir;

  record Result(int exit, String out, String err) {}

  static Result cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    return new Result(exit, out.toString(), err.toString());
  }

  /** 12 spectra files (SPC, JCAMP-DX, CSV) and a reference with 11 of their ids and one more. */
  List<String> args() throws Exception {
    List<String> a = new ArrayList<>();
    a.add("build-dataset");
    Files.write(dir.resolve("a01.spc"), SyntheticFiles.spcSingle(30));
    Files.write(dir.resolve("a02.jdx"), SyntheticFiles.jcampAffn(30));
    a.add(dir.resolve("a01.spc").toString());
    a.add(dir.resolve("a02.jdx").toString());
    double[] x = SyntheticFiles.axis(30, 4000, 400);
    StringBuilder ref = new StringBuilder("ID,value,batch\n");
    for (int s = 1; s <= 12; s++) {
      if (s > 2) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < x.length; i++) {
          b.append(i == 0 ? "" : ";").append(x[i]);
        }
        b.append('\n');
        for (int i = 0; i < x.length; i++) {
          b.append(i == 0 ? "" : ";").append(SyntheticFiles.y(s, i) * s);
        }
        Path f = Files.writeString(dir.resolve(String.format("a%02d.csv", s)), b + "\n");
        a.add(f.toString());
      }
      if (s != 12) {
        ref.append(String.format("A%02d,%d.%d7,b%d%n", s, s * 3 % 11, s, s % 2));
      }
    }
    ref.append("A77,4.5,b1\n");
    a.addAll(
        List.of(
            "--reference",
            Files.writeString(dir.resolve("ref.csv"), ref.toString()).toString(),
            "--id-column",
            "ID",
            "--target",
            "value",
            "--metadata",
            "batch"));
    return a;
  }

  @Test
  void printsThePlanWritesTheFolderAndTheFolderReadsAndRuns() throws Exception {
    Path out = dir.resolve("built");
    List<String> a = args();
    a.addAll(List.of("--split", "random", "--seed", "5", "--out", out.toString()));
    Result dry = cli(concat(a, "--dry-run"));
    assertThat(dry.exit()).as(dry.err()).isZero();
    assertThat(dry.out())
        .contains("matched: 11 spectra")
        .contains("unmatched files: 1 (a12.csv)")
        .contains("unmatched ids: 1 (A77)")
        .contains("dry run");
    assertThat(out).doesNotExist();
    Result r = cli(a.toArray(String[]::new));
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("wrote").contains("8 calibration and 3 validation samples");
    Result info = cli("info", out.toString());
    assertThat(info.exit()).as(info.err()).isZero();
    var json = new ObjectMapper().readTree(info.out());
    assertThat(json.at("/samples/train").asInt()).isEqualTo(8);
    assertThat(json.at("/samples/test").asInt()).isEqualTo(3);
    assertThat(json.at("/sources/0/features").asInt()).isEqualTo(30);
    Path doc =
        Files.writeString(
            dir.resolve("p.json"),
            "{\"pipeline\": [\"SNV\", {\"model\": {\"class\": \"PLSRegression\","
                + " \"params\": {\"n_components\": 2}}}]}");
    Result run = cli("run", doc.toString(), "--data", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("test_rmse");
  }

  @Test
  void problemsEndInOneErrorLine() throws Exception {
    List<String> a = args();
    Result missing = cli(concat(a, "--split", "column:set", "--out", dir.resolve("o").toString()));
    assertThat(missing.exit()).isNotZero();
    assertThat(missing.err().strip().lines()).hasSize(1);
    assertThat(missing.err()).startsWith("error: ").contains("no column 'set'");
    Result inside = cli(concat(a, "--out", dir.toString(), "--force"));
    assertThat(inside.exit()).isNotZero();
    assertThat(inside.err().strip().lines()).hasSize(1);
    assertThat(inside.err()).startsWith("error: ").contains("holds the input");
    assertThat(dir.resolve("a01.spc")).exists();
  }

  private static String[] concat(List<String> a, String... more) {
    List<String> all = new ArrayList<>(a);
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }
}
