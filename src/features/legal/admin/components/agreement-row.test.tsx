import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminAgreement } from "../types";
import { AgreementRow } from "./agreement-row";

afterEach(cleanup);

const agreement = (overrides: Partial<AdminAgreement> = {}): AdminAgreement => ({
  id: "a1",
  userId: "0f5b6c3e-1111-4000-8000-000000000001",
  userName: "Maya Green",
  userEmail: "green.valley@tourpartner.test",
  documentId: "d1",
  documentTitle: "Partner Services Agreement",
  documentType: "contract",
  documentVersion: "2.1",
  agreementType: "signature",
  // Midday, so the date is the same in every time zone the tests may run in.
  signedAt: "2025-01-05T12:00:00.000Z",
  ipAddress: null,
  userAgent: null,
  signatureData: "Maya Green",
  attestationText: null,
  isValid: true,
  ...overrides,
});

const renderRow = (overrides: Partial<AdminAgreement> = {}) =>
  render(
    <ul>
      <AgreementRow agreement={agreement(overrides)} />
    </ul>,
  );

describe("AgreementRow", () => {
  it("shows the signer, document and version, E-Signed with the date, Valid", () => {
    renderRow();
    expect(screen.getByText("Maya Green")).toBeVisible();
    expect(screen.getByText("Partner Services Agreement · v2.1")).toBeVisible();
    expect(screen.getByText("E-Signed Jan 5, 2025")).toBeVisible();
    expect(screen.getByText("Signature")).toBeVisible();
    expect(screen.getByText("Valid")).toHaveClass("badge-success");
  });

  it("shows an attestation that no longer holds", () => {
    renderRow({ agreementType: "attestation", isValid: false });
    expect(screen.getByText("Attested Jan 5, 2025")).toBeVisible();
    expect(screen.getByText("Attestation")).toBeVisible();
    expect(screen.getByText("Invalid")).toHaveClass("badge-error");
    expect(screen.queryByText("Valid")).not.toBeInTheDocument();
  });

  it.each([
    [{ userName: null }, "green.valley@tourpartner.test"],
    [{ userName: "" }, "green.valley@tourpartner.test"],
    [{ userName: null, userEmail: null }, "User 0f5b6c3e-1111-4000-8000-000000000001"],
  ])("names the signer by the fallbacks of product §2 (%o)", (overrides, name) => {
    renderRow(overrides);
    expect(screen.getByText(name)).toBeVisible();
  });
});
