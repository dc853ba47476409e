package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;

class StepCacheKeyTest {

  private static final StepSelector RAW = StepSelector.of(List.of(List.of("raw")));
  private static final Fingerprint A = new Fingerprint(1, 2);
  private static final Fingerprint B = new Fingerprint(3, 4);
  private static final Fingerprint C = new Fingerprint(5, 6);

  @Test
  void sameInputsGiveEqualKeys() {
    Fingerprint data = StepCacheKey.dataFingerprint(List.of(List.of(A, B)), Fingerprint.ZERO);
    assertThat(StepCacheKey.of("SNV", data, RAW)).isEqualTo(StepCacheKey.of("SNV", data, RAW));
    assertThat(StepCacheKey.of("SNV", data, RAW)).isNotEqualTo(StepCacheKey.of("MSC", data, RAW));
  }

  @Test
  void readableFormHasThreeColonsAndShortParts() {
    StepCacheKey k = StepCacheKey.of("SNV", A, RAW);
    assertThat(k.toString()).matches("step:[0-9a-f]{16}:[0-9a-f]{16}:[0-9a-f]{16}");
    assertThat(k.toString().chars().filter(c -> c == ':').count()).isEqualTo(3);
    assertThat(k.toString()).startsWith("step:" + k.step().shortHex(16) + ":");
  }

  @Test
  void everySelectorFieldChangesTheKey() {
    List<StepSelector> selectors =
        List.of(
            RAW,
            RAW.withPartition("train", null),
            RAW.withPartition("train", 0),
            RAW.withPartition("train", 1),
            StepSelector.of(List.of(List.of("raw_SNV"))),
            StepSelector.of(List.of(List.of("raw"), List.of("raw"))),
            new StepSelector(null, null, List.of(List.of("raw")), true, new TreeMap<>(), List.of()),
            new StepSelector(
                null,
                null,
                List.of(List.of("raw")),
                false,
                new TreeMap<>(Map.of("site", "A")),
                List.of()),
            RAW.withBranchPath(List.of(0)),
            RAW.withBranchPath(List.of(1)),
            RAW.withBranchPath(List.of(0, 1)));
    assertThat(selectors.stream().map(s -> StepCacheKey.of("SNV", A, s)).distinct())
        .hasSize(selectors.size());
  }

  @Test
  void dataFingerprintKeepsSourceBoundariesOrderAndIndexState() {
    Fingerprint twoPlusOne =
        StepCacheKey.dataFingerprint(List.of(List.of(A, B), List.of(C)), Fingerprint.ZERO);
    Fingerprint onePlusTwo =
        StepCacheKey.dataFingerprint(List.of(List.of(A), List.of(B, C)), Fingerprint.ZERO);
    Fingerprint swapped =
        StepCacheKey.dataFingerprint(List.of(List.of(B, A), List.of(C)), Fingerprint.ZERO);
    Fingerprint excluded =
        StepCacheKey.dataFingerprint(
            List.of(List.of(A, B), List.of(C)), Fingerprint.ofString("excluded:[7]"));
    assertThat(List.of(twoPlusOne, onePlusTwo, swapped, excluded)).doesNotHaveDuplicates();
  }

  @Test
  void dataFingerprintOfBlocksUsesTheirContentFingerprints() {
    Block x = CacheFixtures.filled(3, 4, 1.0);
    Block sameValues = CacheFixtures.filled(3, 4, 1.0);
    Block other = CacheFixtures.filled(3, 4, 2.0);
    assertThat(StepCacheKey.dataFingerprintOfBlocks(List.of(List.of(x)), Fingerprint.ZERO))
        .isEqualTo(
            StepCacheKey.dataFingerprintOfBlocks(List.of(List.of(sameValues)), Fingerprint.ZERO))
        .isNotEqualTo(
            StepCacheKey.dataFingerprintOfBlocks(List.of(List.of(other)), Fingerprint.ZERO));
  }

  @Test
  void selectorStringIsNirs4allsAndHashesToTheSpecExample() throws Exception {
    assertThat(RAW.seedString()).isEqualTo("None|None|[['raw']]|False||[]");
    byte[] sha =
        MessageDigest.getInstance("SHA-256")
            .digest(RAW.seedString().getBytes(StandardCharsets.UTF_8));
    assertThat(HexFormat.of().formatHex(sha).substring(0, 16)).isEqualTo("103c1a0816400745");
  }

  @Test
  void selectorStringQuotesLikePython() {
    StepSelector s =
        new StepSelector(
            "train",
            2,
            List.of(List.of("raw", "it's")),
            true,
            new TreeMap<>(Map.of("site", "A")),
            List.of(0, 1));
    assertThat(s.seedString()).isEqualTo("train|2|[['raw', \"it's\"]]|True|[('site', 'A')]|[0, 1]");
  }
}
