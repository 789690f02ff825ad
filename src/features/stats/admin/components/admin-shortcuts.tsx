import { Link } from "react-router-dom";
import { paths } from "@/config/paths";

const BUTTONS = [
  { to: paths.adminTours.path, label: "Tours", primary: true },
  { to: paths.adminUsers.path, label: "Manage Users", primary: true },
  { to: paths.adminOpportunities.path, label: "Create Opportunities", primary: true },
  { to: paths.adminProfileFields.path, label: "Profile Fields", primary: false },
  { to: paths.adminCalendar.path, label: "Calendar Integration", primary: false },
];

const LINKS = [
  { to: paths.adminLegalDocuments.path, label: "Legal Documents" },
  { to: paths.adminLicences.path, label: "Licences" },
  { to: paths.adminSupport.path, label: "Support Inbox" },
  { to: paths.adminPayouts.path, label: "Payouts" },
  { to: paths.adminTaxForms.path, label: "1099 Forms" },
  { to: paths.adminEmails.path, label: "E-mail" },
  { to: paths.adminSettings.path, label: "Settings" },
];

/** The admin console's ways out (product §2): the four buttons, then the other admin pages. */
export function AdminShortcuts() {
  return (
    <nav aria-label="Admin pages" className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {BUTTONS.map((button) => (
          <li key={button.to}>
            <Link
              to={button.to}
              className={`btn w-full sm:w-auto ${button.primary ? "btn-primary" : "btn-outline"}`}
            >
              {button.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link link-primary">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
