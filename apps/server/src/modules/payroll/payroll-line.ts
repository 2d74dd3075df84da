/** One worker's line of a payroll run: hours by kind, the rate and gross pay. */
export interface PayrollLine {
  employeeId: string;
  employeeName: string;
  firstName: string;
  lastName: string;
  email: string;
  hourlyRate: number;
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  ptoHours: number;
  /** Other (PTO) hours by type name, for payroll systems that want them apart. */
  ptoByType: Record<string, number>;
  /** Gross pay to the cent, meal and rest premiums included. */
  grossPay: string;
  /**
   * Meal and rest premiums (decision 0024), only where the company applies a meal and rest rule:
   * premium hours (pay, not hours worked) and their pay at the week's regular rate.
   */
  mealPremiumHours?: number;
  restPremiumHours?: number;
  premiumPay?: string;
}
