import BrikCore
import CNcursesw
