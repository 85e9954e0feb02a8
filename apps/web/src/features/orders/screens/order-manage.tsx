import { OrderList } from '../components/order-list.tsx';
import '../order-locales.ts';
import '../orders.css';

/**
 * /produceManagement/orderManage (issue 19): orders of projects with unit prices; each opens its
 * detail (projects, prices, price lock). A hidden route: reached from the project screens.
 */
export default function OrderManagePage() {
  return <OrderList />;
}
