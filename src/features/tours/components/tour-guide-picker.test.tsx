import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  renderFeature,
  requests,
} from "@/testing/feature-test-env";
import { tourDetailsAt } from "./tour-detail-fixtures";
import { TourGuidePicker } from "./tour-guide-picker";

installFeatureTestEnvironment();

const TOUR_ID = "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const gil = { userId: "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01", name: "Gil Guide" };
const ida = { userId: "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02", name: "Ida Guide" };

describe("TourGuidePicker", () => {
  it("saves the guide chosen, once one other than the current is chosen", async () => {
    fetchMock.mockImplementation(() => json(tourDetailsAt("2026-12-05T10:00", { guide: ida })));
    const user = renderFeature(
      <TourGuidePicker tourId={TOUR_ID} current={gil} guides={[gil, ida]} />,
    );
    const save = screen.getByRole("button", { name: "Save guide" });
    expect(screen.getByLabelText("Guide for this tour")).toHaveValue(gil.userId);
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Guide for this tour"), "Ida Guide");
    await user.click(save);
    await expectToast("Guide saved", "Ida Guide leads this tour.");
    expect(requests("PUT")[0]).toEqual({
      url: expect.stringContaining(`/api/tours/${TOUR_ID}/guide`),
      body: { guideId: ida.userId },
    });
  });

  it("takes the guide off with No guide", async () => {
    fetchMock.mockImplementation(() => json(tourDetailsAt("2026-12-05T10:00", { guide: null })));
    const user = renderFeature(<TourGuidePicker tourId={TOUR_ID} current={gil} guides={[gil]} />);
    await user.selectOptions(screen.getByLabelText("Guide for this tour"), "No guide");
    await user.click(screen.getByRole("button", { name: "Save guide" }));
    await expectToast("Guide saved", "No guide leads this tour.");
    expect(requests("PUT")[0]?.body).toEqual({ guideId: null });
  });
});
