import { expect as baseExpect, type Page, test } from "@playwright/test";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { apiAs } from "./support/api.ts";
import { capture, h1 } from "./support/capture.ts";

// Two browsers (the partner's and the admin's), two captures at two widths with axe runs.
test.describe.configure({ timeout: 180_000 });

// Each wait is for a condition; the room is for a machine busy with other stacks.
const expect = baseExpect.configure({ timeout: 15_000 });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const DAY = 86_400_000;

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text).first();

test("a partner uploads a licence, an admin approves it, and the partner can then bid on a tour that requires it", async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const admin = await apiAs(demo.admin);
  const tour = await admin.call<{ id: string; title: string }>("POST", "/api/admin/opportunities", {
    title: `Willamette Grow Walk ${tag}`,
    description: "Rows of sun-grown flower on the valley floor.",
    location: "Eugene, OR",
    tourType: "farm",
    date: new Date(Date.now() + 25 * DAY).toISOString(),
    baseRate: "220.00",
    requirements: ["Cannabis license required"],
  });
  const licenceNumber = `OR-${tag.toUpperCase()}`;
  const { account } = await createCompletePartner({
    firstName: "Rowan",
    lastName: "Vale",
    businessName: `Rowan Vale Gardens ${tag}`,
    businessType: "Outdoor Farm",
    businessLocation: "12 River Road, Eugene, OR",
  });
  await signIn(page, account);

  // Before any licence: the card says what the tour needs, and its bid button waits for it.
  await page.goto(`/opportunities?q=${tag}`);
  const tourCard = card(page, tour.title);
  await expect(tourCard.getByText("Requires an approved OR cannabis licence")).toBeVisible();
  const bidButton = tourCard.getByRole("button", { name: "Submit Bid" });
  await expect(bidButton).toBeDisabled();
  await expect(tourCard.getByText(/Add your OR licence on your Profile/)).toBeVisible();

  // The partner adds the licence with its scan on the Profile page.
  await page.goto("/profile");
  const licences = page.getByRole("region", { name: "Cannabis Licences" });
  await expect(licences.getByText("No licences yet.")).toBeVisible();
  await licences.getByRole("button", { name: "Add licence" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a licence" });
  await dialog.getByRole("button", { name: "Add licence" }).click();
  await expect(dialog.getByText("Please choose the state that issued the licence")).toBeVisible();
  await expect(dialog.getByText("Please attach a scan of the licence")).toBeVisible();
  await dialog.getByLabel("State").selectOption({ label: "Oregon" });
  await dialog.getByLabel("Licence type").selectOption({ label: "Cultivation" });
  await dialog.getByLabel("Licence number").fill(licenceNumber);
  await dialog
    .getByLabel("Expiry date")
    .fill(new Date(Date.now() + 300 * DAY).toISOString().slice(0, 10));
  await dialog
    .getByLabel("Scan of the licence")
    .setInputFiles({ name: "oregon-licence.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: "Add licence" }).click();
  await expect(toast(page, "Your licence was sent for review.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const entry = licences.getByRole("article", { name: `OR licence ${licenceNumber}` });
  await expect(entry.getByText("Pending review")).toBeVisible();
  await expect(entry.getByRole("link", { name: "View scan" })).toBeVisible();

  // An admin, in their own browser, finds it on the Licences page and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin, "/admin");
  await adminPage
    .getByRole("navigation", { name: "Admin pages" })
    .getByRole("link", { name: "Licences" })
    .click();
  await expect(h1(adminPage, "Licences")).toBeVisible({ timeout: 30_000 });
  const review = adminPage.getByRole("article", {
    name: `Rowan Vale Gardens ${tag}: OR licence ${licenceNumber}`,
  });
  await expect(review.getByText("Pending review")).toBeVisible();
  await capture(adminPage, "admin-licences", review);
  await review.getByRole("button", { name: "Approve" }).click();
  await expect(toast(adminPage, `OR licence ${licenceNumber} approved.`)).toBeVisible();
  await adminPage.getByLabel("Status").selectOption({ label: "Approved" });
  await expect(review.getByText("Approved")).toBeVisible();
  await adminContext.close();

  // The partner is told, the badge says why they are verified, and the tour takes their bid.
  await page.reload();
  await expect(entry.getByText("Approved")).toBeVisible();
  await expect(page.getByText("Verified: licensed in OR")).toBeVisible();
  await capture(page, "profile-licences", entry);
  await page.goto(`/opportunities?q=${tag}`);
  await expect(
    tourCard.getByText("Requires an approved OR cannabis licence · you hold one"),
  ).toBeVisible();
  await expect(bidButton).toBeEnabled();
  await bidButton.click();
  const bidDialog = page.getByRole("dialog", { name: "Submit Your Bid" });
  await bidDialog.getByRole("spinbutton", { name: "Bid amount" }).fill("240");
  await bidDialog.getByRole("button", { name: "Submit Bid" }).click();
  await expect(page.getByText("Your bid has been submitted successfully!")).toBeVisible();
  await expect(tourCard.getByRole("button", { name: "Bid submitted" })).toBeDisabled();
});
