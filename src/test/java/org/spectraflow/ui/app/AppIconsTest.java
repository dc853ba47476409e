package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import javafx.scene.image.Image;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

class AppIconsTest {

  @BeforeAll
  static void startToolkit() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @Test
  void loadsEveryBundledSizeAtItsNominalPixelSize() {
    List<Image> icons = AppIcons.load();

    assertThat(icons).hasSameSizeAs(AppIcons.SIZES);
    for (int i = 0; i < icons.size(); i++) {
      Image icon = icons.get(i);
      int size = AppIcons.SIZES.get(i);
      assertThat(icon.isError()).as("error loading %d px", size).isFalse();
      assertThat(icon.getWidth()).as("width of %d px icon", size).isEqualTo(size);
      assertThat(icon.getHeight()).as("height of %d px icon", size).isEqualTo(size);
    }
  }

  @Test
  void iconCornersAreTransparentAndCentreIsOpaque() {
    Image icon = AppIcons.load(256);

    assertThat(icon.getPixelReader().getArgb(0, 0) >>> 24).isZero();
    assertThat(icon.getPixelReader().getArgb(128, 128) >>> 24).isEqualTo(0xFF);
  }

  @Test
  void rejectsASizeThatIsNotBundledAndNamesTheValidOnes() {
    assertThatThrownBy(() -> AppIcons.load(20))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("20 px")
        .hasMessageContaining("[16, 32, 48, 64, 128, 256]");
  }
}
