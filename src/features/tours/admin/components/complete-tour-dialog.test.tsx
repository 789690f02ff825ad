import { TOUR_UPDATE_MESSAGES as M } from "@shared/schemas/tour-update";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  fetchMock,
  installFeatureTestEnvironment,
  json,
  renderFeature,
  requests,
  tour,
} from "@/testing/feature-test-env";
import { CompleteTourDialog } from "./complete-tour-dialog";

installFeatureTestEnvironment();

async function complete(attendance: ReturnType<typeof tour>["attendance"]) {
  fetchMock.mockImplementation(() => json(tour({ status: "completed" })));
  const user = renderFeature(
    <CompleteTourDialog tour={tour({ attendance })} partner="Maya Green" onClose={() => {}} />,
  );
  const dialog = within(await screen.findByRole("dialog", { name: "Complete Tour" }));
  await user.type(dialog.getByLabelText("Client's price"), "400");
  return { user, dialog };
}

describe("CompleteTourDialog", () => {
  it("asks nothing more when guests were checked in, and sends no confirmation", async () => {
    const { user, dialog } = await complete({ listed: 3, checkedIn: 2, walkIns: 0, noShows: 1 });
    expect(dialog.queryByRole("checkbox", { name: M.noCheckIns })).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Complete Tour" }));
    await expectToast("Success", "Tour completed.");
    expect(requests("PUT")[0]?.body).toEqual({ status: "completed", actualRevenue: "400.00" });
  });

  it("a tour nobody was checked in on is sent with the admin's confirmation", async () => {
    const { user, dialog } = await complete(null);
    await user.click(dialog.getByRole("checkbox", { name: M.noCheckIns }));
    await user.click(dialog.getByRole("button", { name: "Complete Tour" }));
    await expectToast("Success", "Tour completed.");
    expect(requests("PUT")[0]?.body).toEqual({
      status: "completed",
      actualRevenue: "400.00",
      confirmNoCheckIns: true,
    });
  });
});
