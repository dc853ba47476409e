package org.spectraflow.ui.run.results;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Variants share bands only when rows would be thinner than the readable minimum. */
class HeatMapBandsTest {

  @Test
  void rowsThatFitStayOneVariantEach() {
    assertThat(HeatMapView.rowsPerBand(64, 600)).isEqualTo(1);
    assertThat(HeatMapView.rowsPerBand(200, 600)).isEqualTo(1);
  }

  @Test
  void aThousandVariantsShareBandsOfAtLeastTheMinimumHeight() {
    int per = HeatMapView.rowsPerBand(1024, 600);
    int bands = (1024 + per - 1) / per;
    assertThat(per).isGreaterThan(1);
    assertThat(600.0 / bands).isGreaterThanOrEqualTo(HeatMapView.MIN_ROW);
    // and no coarser than needed
    assertThat(HeatMapView.rowsPerBand(1024, 600 * per)).isEqualTo(1);
  }
}
